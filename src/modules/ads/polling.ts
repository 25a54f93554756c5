import { ADS } from '@site/src/data/constants';

export interface PollingOptions {
  /** Called once per poll with its number (1, 2, ...); returns false to stop. */
  poll(count: number): boolean;
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Polls every `intervalMs` (the first poll one interval after the start), at most `maxPolls`
 * times, until `poll` returns false. Returns a function that stops it. Uses the global timers, so
 * tests drive it with fake timers.
 */
export function startPolling({
  poll,
  intervalMs = ADS.pollIntervalMs,
  maxPolls = ADS.maxPolls,
}: PollingOptions): () => void {
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = (): void => {
    timer = undefined;
    if (stopped) return;
    count += 1;
    const goOn = poll(count);
    if (goOn && count < maxPolls && !stopped) timer = setTimeout(tick, intervalMs);
  };
  if (maxPolls > 0) timer = setTimeout(tick, intervalMs);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
