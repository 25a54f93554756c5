import {
  IDLE_TIMEOUT_MS,
  NO_IDLE_CALLBACK_DELAY_MS,
  browserIdleScheduler,
  idleQueue,
  type IdleDeadline,
} from './idleQueue';

/** A scheduler that keeps the callbacks for the test to run with the time it chooses. */
function heldScheduler() {
  const held: Array<(deadline: IdleDeadline) => void> = [];
  return {
    schedule: (callback: (deadline: IdleDeadline) => void) => held.push(callback),
    held,
    runNext(timeLeft: number[]) {
      const callback = held.shift()!;
      callback({ timeRemaining: () => timeLeft.shift() ?? 0 });
    },
  };
}

describe('idleQueue', () => {
  it('runs nothing until an idle period, then the items in the order they came', () => {
    const ran: string[] = [];
    const idle = heldScheduler();
    const add = idleQueue((item: string) => ran.push(item), idle.schedule);
    add('/a');
    add('/b');
    expect(ran).toEqual([]);
    expect(idle.held).toHaveLength(1);
    idle.runNext([5, 5]);
    expect(ran).toEqual(['/a', '/b']);
    expect(idle.held).toHaveLength(0);
  });

  it('runs one item in a period with no time left, and leaves the rest for the next period', () => {
    const ran: string[] = [];
    const idle = heldScheduler();
    const add = idleQueue((item: string) => ran.push(item), idle.schedule);
    ['/a', '/b', '/c'].forEach(add);
    idle.runNext([0]);
    expect(ran).toEqual(['/a']);
    expect(idle.held).toHaveLength(1);
    idle.runNext([3, 0]);
    expect(ran).toEqual(['/a', '/b', '/c']);
    expect(idle.held).toHaveLength(0);
  });

  it('asks for a new period when an item comes after the queue has drained', () => {
    const ran: string[] = [];
    const idle = heldScheduler();
    const add = idleQueue((item: string) => ran.push(item), idle.schedule);
    add('/a');
    idle.runNext([]);
    add('/b');
    expect(idle.held).toHaveLength(1);
    idle.runNext([]);
    expect(ran).toEqual(['/a', '/b']);
  });

  it('goes on with the other items when one throws', () => {
    const ran: string[] = [];
    const idle = heldScheduler();
    const add = idleQueue((item: string) => {
      if (item === '/bad') throw new Error('no such route');
      ran.push(item);
    }, idle.schedule);
    ['/bad', '/b'].forEach(add);
    idle.runNext([0]);
    idle.runNext([0]);
    expect(ran).toEqual(['/b']);
  });

  it('runs nothing while paused, and goes on in a later period once it is not', () => {
    const ran: string[] = [];
    const idle = heldScheduler();
    let paused = true;
    const add = idleQueue(
      (item: string) => ran.push(item),
      idle.schedule,
      () => paused,
    );
    ['/a', '/b'].forEach(add);
    idle.runNext([5, 5]);
    expect(ran).toEqual([]);
    expect(idle.held).toHaveLength(1);
    paused = false;
    idle.runNext([5, 5]);
    expect(ran).toEqual(['/a', '/b']);
  });

  it('stops a period’s run when a pause begins during it', () => {
    const ran: string[] = [];
    const idle = heldScheduler();
    let paused = false;
    const add = idleQueue(
      (item: string) => {
        ran.push(item);
        paused = true;
      },
      idle.schedule,
      () => paused,
    );
    ['/a', '/b'].forEach(add);
    idle.runNext([5, 5]);
    expect(ran).toEqual(['/a']);
    expect(idle.held).toHaveLength(1);
  });
});

describe('browserIdleScheduler', () => {
  it('uses requestIdleCallback with a timeout where the browser has it', () => {
    const requestIdleCallback = jest.fn();
    const win = { requestIdleCallback, setTimeout: jest.fn() } as unknown as Window & typeof globalThis;
    const callback = jest.fn();
    browserIdleScheduler(win)(callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: IDLE_TIMEOUT_MS });
  });

  it('falls back to a timer that offers no spare time where it has none (Safari)', () => {
    jest.useFakeTimers();
    try {
      const win = { setTimeout: globalThis.setTimeout } as unknown as Window & typeof globalThis;
      const callback = jest.fn();
      browserIdleScheduler(win)(callback);
      jest.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
      expect(callback).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
      expect((callback.mock.calls[0][0] as IdleDeadline).timeRemaining()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
