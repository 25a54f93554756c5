/**
 * Where the portal's service worker lives and what it controls (spec section 7: "at /x/sw.js").
 * Each locale has its own: `/x/sw.js` with scope `/x/` for English, `/zh/x/sw.js` with scope
 * `/zh/x/` for Chinese (a worker can only control pages under its own folder).
 */

/** The area the worker serves, relative to the locale's base URL. */
export const WORKER_AREA = 'x/';
export const WORKER_FILE = 'sw.js';

/**
 * The query the worker of @docusaurus/plugin-pwa parses on start (it reads `?params=` without a
 * fallback). Offline mode on: the worker precaches its small manifest (web app manifest, icons);
 * pages and assets are cached as they are visited (see worker/cachePolicy.ts).
 */
export interface WorkerParams {
  readonly offlineMode: boolean;
  readonly debug: boolean;
}
export const WORKER_PARAMS: WorkerParams = { offlineMode: true, debug: false };

function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** The scope of the worker for a locale's base URL: `/` -> `/x/`, `/zh/` -> `/zh/x/`. */
export function workerScope(baseUrl: string): string {
  return `${withTrailingSlash(baseUrl)}${WORKER_AREA}`;
}

/** The worker's file path relative to the locale's output folder: `x/sw.js`. */
export const WORKER_RELATIVE_PATH = `${WORKER_AREA}${WORKER_FILE}`;

/**
 * The URL the page registers: the worker's path with the plugin's `params` query. It never changes
 * between builds, so the browser's byte-for-byte comparison of the script decides about updates.
 */
export function workerScriptUrl(baseUrl: string, params: WorkerParams = WORKER_PARAMS): string {
  return `${workerScope(baseUrl)}${WORKER_FILE}?params=${encodeURIComponent(JSON.stringify(params))}`;
}
