import { scheduleWarmUp, shouldWarmUp, WARM_UP_IDLE_TIMEOUT_MS, type WarmUpEnvironment } from './warmUp';

function fakeEnvironment(options: { loaded: boolean; connection?: WarmUpEnvironment['connection'] }) {
  const loadListeners = new Set<() => void>();
  const idle: { callback: () => void; timeoutMs: number; cancelled: boolean }[] = [];
  const env: WarmUpEnvironment = {
    loaded: () => options.loaded,
    onLoad: (callback) => {
      loadListeners.add(callback);
      return () => loadListeners.delete(callback);
    },
    whenIdle: (callback, timeoutMs) => {
      const entry = { callback, timeoutMs, cancelled: false };
      idle.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    connection: options.connection,
  };
  return {
    env,
    fireLoad: () => [...loadListeners].forEach((listener) => listener()),
    runIdle: () => idle.filter((entry) => !entry.cancelled).forEach((entry) => entry.callback()),
    idle,
    loadListeners,
  };
}

describe('shouldWarmUp', () => {
  it('warms up where the connection is unknown (Firefox, Safari) or fast enough', () => {
    expect(shouldWarmUp(undefined)).toBe(true);
    expect(shouldWarmUp(null)).toBe(true);
    expect(shouldWarmUp({ effectiveType: '4g' })).toBe(true);
    expect(shouldWarmUp({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('fetches nothing ahead for a reader saving data or on 2G', () => {
    expect(shouldWarmUp({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldWarmUp({ effectiveType: '2g' })).toBe(false);
    expect(shouldWarmUp({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('scheduleWarmUp', () => {
  it('waits for the load event, then for an idle moment', () => {
    const fake = fakeEnvironment({ loaded: false });
    const warm = jest.fn();
    scheduleWarmUp(warm, fake.env);
    expect(fake.idle).toHaveLength(0);
    fake.fireLoad();
    expect(fake.idle).toHaveLength(1);
    expect(fake.idle[0].timeoutMs).toBe(WARM_UP_IDLE_TIMEOUT_MS);
    expect(warm).not.toHaveBeenCalled();
    fake.runIdle();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the idle wait on a page that has loaded (a box mounted after load)', () => {
    const fake = fakeEnvironment({ loaded: true });
    const warm = jest.fn();
    scheduleWarmUp(warm, fake.env);
    expect(fake.loadListeners.size).toBe(0);
    fake.runIdle();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the reader saves data', () => {
    const fake = fakeEnvironment({ loaded: true, connection: { saveData: true } });
    const warm = jest.fn();
    scheduleWarmUp(warm, fake.env);
    fake.fireLoad();
    fake.runIdle();
    expect(warm).not.toHaveBeenCalled();
  });

  it('can be cancelled before the load event and before the idle moment', () => {
    const beforeLoad = fakeEnvironment({ loaded: false });
    const warmEarly = jest.fn();
    scheduleWarmUp(warmEarly, beforeLoad.env)();
    expect(beforeLoad.loadListeners.size).toBe(0);
    beforeLoad.fireLoad();
    beforeLoad.runIdle();
    expect(warmEarly).not.toHaveBeenCalled();

    const beforeIdle = fakeEnvironment({ loaded: false });
    const warmLate = jest.fn();
    const cancel = scheduleWarmUp(warmLate, beforeIdle.env);
    beforeIdle.fireLoad();
    cancel();
    beforeIdle.runIdle();
    expect(warmLate).not.toHaveBeenCalled();
  });
});
