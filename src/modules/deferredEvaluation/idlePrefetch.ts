/**
 * Stands in for Docusaurus's client object (`window.docusaurus`, core's `client/docusaurus.js`) where
 * its client entry imports it (plugins/deferred-evaluation). Docusaurus's links call its `prefetch` for
 * every internal link that scrolls into view: on a plain page, a few hundred milliseconds of
 * main-thread work at 4x CPU right after the page hydrated, in long tasks. Here a prefetch is queued
 * and runs in idle periods, one route or more at a time, never while a load the reader waits for holds
 * background loads back, and at a fraction of Docusaurus's cost (routePrefetch.ts). `preload` (a link
 * pointed at or touched, a navigation) is Docusaurus's, unchanged: what a reader is about to open
 * never waits.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import { backgroundLoadsHeld, runInBackground } from '../react/backgroundLoads';
import { browserIdleScheduler, idleQueue, type IdleScheduler } from './idleQueue';
import { routePrefetcher } from './routePrefetch';

declare const __webpack_require__: { gca?: (chunkName: string) => string };

/** The connection Docusaurus prefetches nothing on (its `isSlowConnection`). */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Whether the page has fetched the URL already (a script of its own, which the HTTP cache holds). */
function alreadyFetched(url: string): boolean {
  try {
    return performance.getEntriesByName(new URL(url, window.location.href).href).length > 0;
  } catch {
    return false;
  }
}

const prefetchRoute = routePrefetcher({
  matchedRoutePaths: (routePath) => matchRoutes(routes, routePath).map((match) => match.route.path ?? ''),
  routesChunkNames,
  chunkUrl: (chunkName) => __webpack_require__.gca?.(chunkName),
  alreadyFetched,
  prefetchUrl: (url) => void prefetchHelper(url),
  slowConnection,
});

/**
 * Prefetches are background loads: they give way to a load the reader waits for (the search's engine
 * and first answer, `src/modules/react/backgroundLoads.ts`), which on a phone's connection they would
 * share. An idle period is asked for once no hold is left, and a hold stops the period's run.
 */
function prefetchQueue(win: Window & typeof globalThis): (routePath: string) => void {
  const idle = browserIdleScheduler(win);
  const schedule: IdleScheduler = (callback) => runInBackground(() => idle(callback));
  return idleQueue(prefetchRoute, schedule, backgroundLoadsHeld);
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
