/**
 * The page's one prefetch queue (prefetchQueue.ts), put in front of Docusaurus's
 * `window.docusaurus.prefetch` by src/clientModules/prefetchQueue.ts, and the way for a feature to
 * keep the connection for what the reader asked for (`holdPrefetches`).
 */
import { createPrefetchQueue, type Prefetch, type PrefetchQueue } from './prefetchQueue';

interface DocusaurusGlobal {
  readonly prefetch: Prefetch;
  readonly preload: (routePath: string) => unknown;
}

type WithDocusaurus = { docusaurus?: DocusaurusGlobal };

let queue: PrefetchQueue | null = null;

/** Routes Docusaurus's viewport prefetches through the queue (once; before Docusaurus is there, nothing). */
export function installPrefetchQueue(win: WithDocusaurus): void {
  const original = win.docusaurus;
  if (queue || !original) return;
  const installed = createPrefetchQueue((routePath) => original.prefetch(routePath));
  queue = installed;
  // Docusaurus freezes its object; `<Link>` reads `window.docusaurus.prefetch` at each call.
  win.docusaurus = { ...original, prefetch: (routePath: string) => installed.prefetch(routePath) as never };
}

/** Starts no new route prefetch until `until` settles (a search loading, say). */
export function holdPrefetches(until: Promise<unknown>): void {
  queue?.hold(until);
}

/** Forgets the installed queue (tests). */
export function resetPrefetchQueue(): void {
  queue = null;
}
