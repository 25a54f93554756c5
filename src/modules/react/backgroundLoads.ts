/**
 * Loads that nothing on screen waits for (the code of overlays a later interaction may open) give way
 * to a load the reader is waiting for (the search engine and the first answer of a query). On a
 * phone's connection the two would share the bandwidth and the main thread: the overlays' chunks, asked
 * for on the same tap that focuses the search box, made its first answer later.
 *
 * `holdBackgroundLoads()` holds them until its release is called (or, so that a stuck load never keeps
 * them back for good, until `HOLD_LIMIT_MS` has passed). `runInBackground(task)` runs the task once no
 * hold is left, and never within the event that asked for it: the interaction that starts a background
 * load is often the one that starts the foreground load too (a pointer over the search box), and the
 * foreground handler runs after the listener that asked for the background load.
 */

/** The longest a hold keeps background loads back. */
export const HOLD_LIMIT_MS = 8000;

let holds = 0;
let waiting: Array<() => void> = [];

function runWaiting(): void {
  if (holds > 0) return;
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) task();
}

/** Holds background loads back; the function returned lets them go (once, however often it is called). */
export function holdBackgroundLoads(): () => void {
  holds += 1;
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds -= 1;
    runWaiting();
  };
  const timer = setTimeout(release, HOLD_LIMIT_MS);
  return release;
}

/** Runs a background load once the current event is over and no foreground load holds it back. */
export function runInBackground(task: () => void): void {
  setTimeout(() => {
    waiting.push(task);
    runWaiting();
  }, 0);
}

/** Whether a hold is in place (for tests). */
export function backgroundLoadsHeld(): boolean {
  return holds > 0;
}
