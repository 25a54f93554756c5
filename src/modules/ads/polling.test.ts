import { ADS } from '@site/src/data/constants';
import { startPolling } from './polling';

describe('startPolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls every 500 ms, the first one interval after the start', () => {
    const times: number[] = [];
    const start = Date.now();
    startPolling({ poll: () => (times.push(Date.now() - start), true) });
    jest.advanceTimersByTime(ADS.pollIntervalMs - 1);
    expect(times).toEqual([]);
    jest.advanceTimersByTime(1 + 2 * ADS.pollIntervalMs);
    expect(times).toEqual([500, 1000, 1500]);
  });

  it('polls at most 30 times', () => {
    const poll = jest.fn((_count: number) => true);
    startPolling({ poll });
    jest.advanceTimersByTime(ADS.pollIntervalMs * 100);
    expect(poll).toHaveBeenCalledTimes(ADS.maxPolls);
    expect(poll.mock.calls.map(([count]) => count)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops when the poll says so', () => {
    const poll = jest.fn((count: number) => count < 7);
    startPolling({ poll });
    jest.advanceTimersByTime(ADS.pollIntervalMs * 30);
    expect(poll).toHaveBeenCalledTimes(7);
  });

  it('stops when told, also from inside a poll', () => {
    const poll = jest.fn(() => true);
    const stop = startPolling({ poll });
    jest.advanceTimersByTime(ADS.pollIntervalMs * 2);
    stop();
    jest.advanceTimersByTime(ADS.pollIntervalMs * 10);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);

    let stopInside: () => void = () => undefined;
    const inner = jest.fn(() => (stopInside(), true));
    stopInside = startPolling({ poll: inner });
    jest.advanceTimersByTime(ADS.pollIntervalMs * 5);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('takes other numbers when given', () => {
    const poll = jest.fn(() => true);
    startPolling({ poll, intervalMs: 10, maxPolls: 3 });
    jest.advanceTimersByTime(100);
    expect(poll).toHaveBeenCalledTimes(3);
  });
});
