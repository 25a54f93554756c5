/** What an idle period offers: how much of it is left, in milliseconds. */
export interface IdleDeadline {
  timeRemaining(): number;
}

/** Runs a callback in a later idle period (the browser's `requestIdleCallback`, or a stand-in). */
export type IdleScheduler = (callback: (deadline: IdleDeadline) => void) => void;

/**
 * A queue whose items are handed to `run` in idle periods, in the order they came: each period runs
 * one item, and more while it has time left; what is left waits for the next period. While `paused()`
 * answers true, a period runs nothing more and asks for the next one. An item whose run throws is
 * dropped, and the queue goes on with the others.
 */
export function idleQueue<T>(
  run: (item: T) => void,
  schedule: IdleScheduler,
  paused: () => boolean = () => false,
): (item: T) => void {
  const pending: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    while (pending.length > 0 && !paused()) {
      const item = pending.shift() as T;
      try {
        run(item);
      } catch {
        // The work is best-effort (a prefetch): one failure must not stop the rest.
      }
      if (deadline.timeRemaining() <= 0) break;
    }
    if (pending.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };
  return (item: T) => {
    pending.push(item);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
  };
}

/** How long a prefetch may wait for an idle period on a page that stays busy, in milliseconds. */
export const IDLE_TIMEOUT_MS = 3000;
/** Where the browser has no `requestIdleCallback` (Safari): a pause of this long, with no time to spare. */
export const NO_IDLE_CALLBACK_DELAY_MS = 50;

/** The browser's idle scheduler, or a timer where there is none. */
export function browserIdleScheduler(win: Window & typeof globalThis): IdleScheduler {
  if (typeof win.requestIdleCallback === 'function') {
    return (callback) => win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  }
  return (callback) => win.setTimeout(() => callback({ timeRemaining: () => 0 }), NO_IDLE_CALLBACK_DELAY_MS);
}
