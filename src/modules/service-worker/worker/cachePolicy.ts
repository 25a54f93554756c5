/**
 * What the portal's worker does with each request it sees, as pure functions (unit-tested, and used
 * both by the worker and by the build step that writes the precache manifest).
 *
 * - Pages of the worker's area (`/x/...`): network first, so a reader online always gets the page of
 *   the latest deploy; the cached copy is used only when the network fails (offline reading).
 * - `assets/` (Docusaurus names them by content hash, so a URL never changes meaning): cache first.
 * - Other files of the locale (images, fonts, search index, ...): network first, cache as fallback.
 * - The precached files (web app manifest, icons) are left to the plugin's precache.
 * - Anything else (other origins, other locales, pages outside the area, non-GET, range requests) is
 *   not touched.
 */
import { WORKER_AREA, WORKER_FILE } from '../location';

export type RequestKind = 'page' | 'immutable' | 'static' | 'pass';

/** Files precached on install, relative to the locale's base URL: what an installed app needs to start. */
export const PRECACHE_PATTERNS: readonly RegExp[] = [
  /^manifest\.json$/,
  /^img\/app-icon-\d+\.png$/,
  /^img\/(logo|favicon)\.svg$/,
];

export function isPrecachedFile(relativePath: string): boolean {
  const path = relativePath.replace(/^\/+/, '');
  return PRECACHE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * How many responses each cache keeps; the oldest entries go first. The assets cache also holds the
 * language's search bundle for offline search (768 files for English at the full site, about 3 MB),
 * with room for the pages' own scripts and styles beside it.
 */
export const CACHE_LIMITS = { pages: 500, assets: 3000 } as const;

/** Bumped when the layout of the caches changes; caches of other versions are deleted on activation. */
export const CACHE_FORMAT = 1;
export const CACHE_PREFIX = 'portal-sw';

export interface SiteLayout {
  readonly origin: string;
  /** The locale's base URL path: `/` or `/zh/`. */
  readonly baseUrl: string;
  /** The worker's scope path: `/x/` or `/zh/x/`. */
  readonly scope: string;
}

/** The layout seen from the worker's scope URL (`https://host/zh/x/` -> base URL `/zh/`). */
export function siteLayoutOf(scopeUrl: string): SiteLayout {
  const url = new URL(scopeUrl);
  const scope = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const baseUrl = scope.endsWith(`/${WORKER_AREA}`) ? scope.slice(0, -WORKER_AREA.length) : scope;
  return { origin: url.origin, baseUrl, scope };
}

export interface CacheNames {
  readonly pages: string;
  readonly assets: string;
}

export function cacheNamesOf(layout: SiteLayout): CacheNames {
  const prefix = `${CACHE_PREFIX}:${layout.origin}${layout.scope}:`;
  return { pages: `${prefix}pages:v${CACHE_FORMAT}`, assets: `${prefix}assets:v${CACHE_FORMAT}` };
}

/** Caches this worker owns (same scope) but no longer uses: an older format. Other scopes' caches stay. */
export function obsoleteCaches(allNames: readonly string[], layout: SiteLayout): string[] {
  const current = Object.values(cacheNamesOf(layout));
  const prefix = `${CACHE_PREFIX}:${layout.origin}${layout.scope}:`;
  return allNames.filter((name) => name.startsWith(prefix) && !current.includes(name));
}

/** How many of the oldest entries to delete so that a cache of `count` entries fits in `limit`. */
export function entriesToEvict(count: number, limit: number): number {
  return Math.max(0, count - Math.max(0, limit));
}

/** A page path: its last segment has no extension, or is an HTML file. */
function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

export interface RequestFacts {
  readonly url: string;
  readonly method?: string;
  /** A navigation (`request.mode === 'navigate'`). */
  readonly navigate?: boolean;
  /** The request asks for a byte range (media): never answered from the caches. */
  readonly range?: boolean;
}

export function classifyRequest(request: RequestFacts, layout: SiteLayout): RequestKind {
  if ((request.method ?? 'GET').toUpperCase() !== 'GET' || request.range) return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== layout.origin || !url.pathname.startsWith(layout.baseUrl)) return 'pass';
  const relative = url.pathname.slice(layout.baseUrl.length);
  if (relative === `${WORKER_AREA}${WORKER_FILE}` || isPrecachedFile(relative)) return 'pass';
  // Pages outside the worker's area are never read offline: the worker leaves them alone.
  if (request.navigate || isPagePath(url.pathname)) return url.pathname.startsWith(layout.scope) ? 'page' : 'pass';
  if (relative.startsWith('assets/')) return 'immutable';
  return 'static';
}

/** Pages are cached under their path alone: `?pagefind-highlight=...` and `#anchor` variants share one entry. */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The cache key of a locale file read network first. The search engine asks for its entry file with a
 * new `?ts=` on every load (`pagefind/pagefind-entry.json?ts=...`), so that file is kept under its
 * path alone, which lets search start offline; other files keep their whole URL. (The worker imports
 * only its own modules, so the name is spelled here; the unit test ties it to search's `ENTRY_FILE`.)
 */
export function staticCacheKey(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.endsWith('/pagefind/pagefind-entry.json')) return `${parsed.origin}${parsed.pathname}`;
  return url;
}
