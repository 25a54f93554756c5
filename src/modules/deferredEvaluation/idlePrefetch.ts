/**
 * Stands in for Docusaurus's client object (`window.docusaurus`, core's `client/docusaurus.js`) where
 * its client entry imports it (plugins/deferred-evaluation). Docusaurus's links call its `prefetch` for
 * every internal link that scrolls into view, and each call matched the route table, filtered every
 * route's chunk names with a regular expression and built the chunk-name map of the runtime once per
 * chunk: on a plain page, a few hundred milliseconds of main-thread work at 4x CPU right after the
 * page hydrated, in long tasks. Here a prefetch is queued and Docusaurus's own `prefetch` runs in idle
 * periods, one route or more at a time, and never while a load the reader waits for holds background
 * loads back. `preload` (a link pointed at or touched, a navigation) is
 * Docusaurus's, unchanged: what a reader is about to open never waits.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import { backgroundLoadsHeld, runInBackground } from '../react/backgroundLoads';
import { browserIdleScheduler, idleQueue, type IdleScheduler } from './idleQueue';

/**
 * Prefetches are background loads: they give way to a load the reader waits for (the search's engine
 * and first answer, `src/modules/react/backgroundLoads.ts`), which on a phone's connection they would
 * share. An idle period is asked for once no hold is left, and a hold stops the period's run.
 */
function prefetchQueue(win: Window & typeof globalThis): (routePath: string) => void {
  const idle = browserIdleScheduler(win);
  const schedule: IdleScheduler = (callback) => runInBackground(() => idle(callback));
  return idleQueue(
    (routePath: string) => {
      void docusaurus.prefetch(routePath);
    },
    schedule,
    backgroundLoadsHeld,
  );
}

const queuePrefetch = typeof window === 'undefined' ? () => {} : prefetchQueue(window);

export default Object.freeze({
  prefetch: (routePath: string): false => {
    queuePrefetch(routePath);
    // Docusaurus's links do not read what prefetch returns; nothing is under way yet.
    return false;
  },
  preload: docusaurus.preload,
});
