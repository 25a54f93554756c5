import { backgroundLoadsHeld, HOLD_LIMIT_MS, holdBackgroundLoads, runInBackground } from './backgroundLoads';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('runInBackground', () => {
  it('runs the task after the current event, not within it', () => {
    const task = jest.fn();
    runInBackground(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while a foreground load that began in the same event holds it back', () => {
    const task = jest.fn();
    runInBackground(task);
    const release = holdBackgroundLoads();
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    release();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for every hold, and a release called twice counts once', () => {
    const task = jest.fn();
    const first = holdBackgroundLoads();
    const second = holdBackgroundLoads();
    runInBackground(task);
    jest.advanceTimersByTime(0);
    first();
    first();
    expect(task).not.toHaveBeenCalled();
    expect(backgroundLoadsHeld()).toBe(true);
    second();
    expect(task).toHaveBeenCalledTimes(1);
    expect(backgroundLoadsHeld()).toBe(false);
  });

  it('lets the tasks go when a hold is never released, after its limit', () => {
    const task = jest.fn();
    holdBackgroundLoads();
    runInBackground(task);
    jest.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(backgroundLoadsHeld()).toBe(false);
  });

  it('runs each task once', () => {
    const task = jest.fn();
    runInBackground(task);
    jest.advanceTimersByTime(0);
    holdBackgroundLoads()();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
