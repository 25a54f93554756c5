import { SERVICE_WORKER_RELOAD_CHECK_MS } from '../../data/constants';
import {
  followUpdates,
  LAST_RELOAD_KEY,
  mayReload,
  parseLastReload,
  RELOAD_LOOP_GUARD_MS,
  shouldSkipWaiting,
  SKIP_WAITING_RETRY_MS,
  SKIP_WAITING_MESSAGE,
  updateCheckDue,
  UPDATE_CHECK_MIN_INTERVAL_MS,
  type RegistrationLike,
  type StorageLike,
  type UpdateFlowEnvironment,
  type WorkerLike,
} from './updateFlow';

class FakeWorker implements WorkerLike {
  state = 'installing';
  readonly messages: unknown[] = [];
  private readonly listeners: Array<() => void> = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void): void {
    this.listeners.push(listener);
  }
  moveTo(state: string): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  private readonly listeners: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void): void {
    this.listeners.push(listener);
  }
  /** The browser announces the installing worker (`updatefound`). */
  announce(): void {
    for (const listener of this.listeners) listener();
  }
  /** A new worker starts installing, as after a deploy. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.announce();
    return worker;
  }
}

class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A page with a controllable clock, focus and controller; `tick` advances time by reload checks. */
function fakePage(
  options: { controlled?: boolean; focused?: boolean; storage?: StorageLike | null; now?: number } = {},
) {
  const state = {
    controlled: options.controlled ?? true,
    focused: options.focused ?? true,
    now: options.now ?? 1_000_000,
    reloads: 0,
    intervals: new Map<number, { callback: () => void; ms: number; due: number }>(),
  };
  let nextHandle = 1;
  const env: UpdateFlowEnvironment = {
    isControlled: () => state.controlled,
    hasFocus: () => state.focused,
    reload: () => {
      state.reloads += 1;
    },
    now: () => state.now,
    setInterval: (callback, ms) => {
      const handle = nextHandle++;
      state.intervals.set(handle, { callback, ms, due: state.now + ms });
      return handle;
    },
    clearInterval: (handle) => {
      state.intervals.delete(handle as number);
    },
    storage: options.storage === undefined ? new FakeStorage() : options.storage,
  };
  const tick = (times = 1): void => {
    for (let i = 0; i < times; i += 1) {
      state.now += SERVICE_WORKER_RELOAD_CHECK_MS;
      for (const interval of [...state.intervals.values()]) {
        if (interval.due > state.now) continue;
        interval.due += interval.ms;
        interval.callback();
      }
    }
  };
  return { state, env, tick };
}

/** A deploy seen by an open page: a new worker installs, is told to skip waiting, activates. */
function deploy(registration: FakeRegistration): FakeWorker {
  const worker = registration.findUpdate();
  worker.moveTo('installed');
  if (worker.messages.length > 0) {
    worker.moveTo('activating');
    worker.moveTo('activated');
  }
  return worker;
}

describe('shouldSkipWaiting', () => {
  it('is true only for an installed worker while another controls the page', () => {
    expect(shouldSkipWaiting('installed', true)).toBe(true);
    expect(shouldSkipWaiting('installed', false)).toBe(false);
    expect(shouldSkipWaiting('installing', true)).toBe(false);
    expect(shouldSkipWaiting('activated', true)).toBe(false);
  });
});

describe('mayReload', () => {
  it('allows a first reload and one after the guard time, not one right after another', () => {
    expect(mayReload(null, 5)).toBe(true);
    expect(mayReload(1000, 1000 + RELOAD_LOOP_GUARD_MS)).toBe(true);
    expect(mayReload(1000, 1000 + RELOAD_LOOP_GUARD_MS - 1)).toBe(false);
    expect(mayReload(1000, 1000)).toBe(false);
  });
});

describe('parseLastReload', () => {
  it('reads a stored time and ignores anything else', () => {
    expect(parseLastReload('1700000000000')).toBe(1_700_000_000_000);
    expect(parseLastReload(null)).toBeNull();
    for (const value of ['', 'soon', '-5', '1e3', '12.5', '99999999999999999999'])
      expect(parseLastReload(value)).toBeNull();
  });
});

describe('updateCheckDue', () => {
  it('is due first, then again only after the minimum interval', () => {
    expect(updateCheckDue(null, 0)).toBe(true);
    expect(updateCheckDue(0, UPDATE_CHECK_MIN_INTERVAL_MS - 1)).toBe(false);
    expect(updateCheckDue(0, UPDATE_CHECK_MIN_INTERVAL_MS)).toBe(true);
  });
});

describe('followUpdates', () => {
  it('leaves the first install alone: no skip-waiting message, no reload', () => {
    const { state, env, tick } = fakePage({ controlled: false });
    const registration = new FakeRegistration();
    const first = new FakeWorker();
    registration.installing = first;
    followUpdates(registration, env);
    first.moveTo('installed');
    first.moveTo('activating');
    first.moveTo('activated');
    state.controlled = true; // clients.claim()
    tick(20);
    expect(first.messages).toEqual([]);
    expect(state.reloads).toBe(0);
  });

  it('tells a new worker to skip waiting and reloads the focused page once it has activated, exactly once', () => {
    const { state, env, tick } = fakePage();
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    const worker = deploy(registration);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(state.reloads).toBe(0);
    tick();
    expect(state.reloads).toBe(1);
    tick(50);
    worker.moveTo('activated');
    tick(50);
    expect(state.reloads).toBe(1);
    expect(state.intervals.size).toBe(0);
  });

  it('checks every SERVICE_WORKER_RELOAD_CHECK_MS', () => {
    const { state, env } = fakePage();
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    deploy(registration);
    expect([...state.intervals.values()].map((interval) => interval.ms)).toContain(SERVICE_WORKER_RELOAD_CHECK_MS);
  });

  it('tells a worker still waiting again, every SKIP_WAITING_RETRY_MS, and stops once it moves on', () => {
    const { state, env, tick } = fakePage();
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    const worker = registration.findUpdate();
    worker.moveTo('installed');
    expect(worker.messages).toHaveLength(1);
    const checksPerRetry = SKIP_WAITING_RETRY_MS / SERVICE_WORKER_RELOAD_CHECK_MS;
    tick(checksPerRetry - 1);
    expect(worker.messages).toHaveLength(1);
    tick();
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE, SKIP_WAITING_MESSAGE]);
    worker.moveTo('activating');
    worker.moveTo('activated');
    tick(checksPerRetry * 5);
    expect(worker.messages).toHaveLength(2);
    expect(state.reloads).toBe(1);
    expect(state.intervals.size).toBe(0);
  });

  it('takes a worker that was already waiting when the browser announced it', () => {
    const { env } = fakePage();
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    const worker = new FakeWorker();
    worker.state = 'installed';
    registration.waiting = worker;
    registration.announce();
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('waits while the document has no focus, then reloads once when it gets it', () => {
    const { state, env, tick } = fakePage({ focused: false });
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    deploy(registration);
    tick(100);
    expect(state.reloads).toBe(0);
    state.focused = true;
    tick();
    expect(state.reloads).toBe(1);
    tick(100);
    expect(state.reloads).toBe(1);
  });

  it('does not skip waiting for a worker that installs while nothing controls the page', () => {
    const { state, env, tick } = fakePage({ controlled: false });
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    const worker = registration.findUpdate();
    worker.moveTo('installed');
    worker.moveTo('activated');
    tick(20);
    expect(worker.messages).toEqual([]);
    expect(state.reloads).toBe(0);
  });

  it('takes over a worker already waiting when the page opens', () => {
    const { state, env, tick } = fakePage();
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    followUpdates(registration, env);
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
    waiting.moveTo('activated');
    tick();
    expect(state.reloads).toBe(1);
  });

  it('records the reload and does not reload again soon after, in the reloaded page: no loop', () => {
    const storage = new FakeStorage();
    const first = fakePage({ storage });
    const registration = new FakeRegistration();
    followUpdates(registration, first.env);
    deploy(registration);
    first.tick();
    expect(first.state.reloads).toBe(1);
    expect(storage.getItem(LAST_RELOAD_KEY)).toBe(String(first.state.now));

    // The reloaded page: yet another worker arrives at once (a worker that changes on every request).
    const second = fakePage({ storage, now: first.state.now + 500 });
    const again = new FakeRegistration();
    followUpdates(again, second.env);
    const worker = deploy(again);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    second.tick(200);
    expect(second.state.reloads).toBe(0);
    expect(second.state.intervals.size).toBe(0);
  });

  it('reloads for a later deploy once the guard time has passed', () => {
    const storage = new FakeStorage();
    storage.setItem(LAST_RELOAD_KEY, '1000');
    const { state, env, tick } = fakePage({ storage, now: 1000 + RELOAD_LOOP_GUARD_MS });
    const registration = new FakeRegistration();
    followUpdates(registration, env);
    deploy(registration);
    tick();
    expect(state.reloads).toBe(1);
  });

  it('still reloads at most once per page without sessionStorage, or when it throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    for (const storage of [null, throwing]) {
      const { state, env, tick } = fakePage({ storage });
      const registration = new FakeRegistration();
      followUpdates(registration, env);
      deploy(registration);
      tick();
      deploy(registration);
      tick(10);
      expect(state.reloads).toBe(1);
    }
  });

  it('listens to each worker once even when it is both installing at start and announced again', () => {
    const { env } = fakePage();
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.installing = worker;
    followUpdates(registration, env);
    registration.announce();
    worker.moveTo('installed');
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });
});
