/** Messages between the pages and the portal's part of the service worker. */

/** Page -> worker: cache these URLs (the page just shown, the assets it loaded before the worker ran). */
export const CACHE_URLS = 'PORTAL_CACHE_URLS';

/** Page -> worker, with a MessagePort: which build is this worker from? Answers `{ buildId }`. */
export const BUILD_ID = 'PORTAL_BUILD_ID';

export interface CacheUrlsMessage {
  readonly type: typeof CACHE_URLS;
  readonly urls: readonly string[];
}

/** The global the post-build step defines at the top of sw.js: a new value with every build. */
export const BUILD_ID_GLOBAL = '__PORTAL_SW_BUILD__';

export function isCacheUrlsMessage(data: unknown): data is CacheUrlsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; urls?: unknown };
  return (
    message.type === CACHE_URLS && Array.isArray(message.urls) && message.urls.every((url) => typeof url === 'string')
  );
}
