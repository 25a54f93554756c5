/**
 * Which built files the search index reads, and under which URL (pure rules, unit-tested).
 *
 * Pagefind indexes only the part of a page marked `data-pagefind-body` once any page carries it, so
 * the pages themselves say what is searchable (docs, blog posts, standalone pages, API pages); the
 * home page, blog lists and tag pages carry no body and are left out by Pagefind itself. These rules
 * only keep each locale's index to its own pages and name their URLs.
 */

/** The folder, inside a locale's output folder, that holds its search bundle (engine and index). */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/**
 * Whether a built HTML file (path relative to the locale's output folder, `/`-separated) belongs to
 * this locale's index: not a page of another locale (their folders sit inside the default locale's
 * output), not the 404 page, not the search page (it lists results, it is not a result).
 */
export function isIndexedFile(relativePath: string, otherLocales: readonly string[]): boolean {
  if (!relativePath.endsWith('.html')) return false;
  const first = relativePath.split('/')[0] ?? '';
  if (otherLocales.includes(first) || first === SEARCH_BUNDLE_DIR) return false;
  return relativePath !== '404.html' && relativePath !== 'search.html' && relativePath !== 'search/index.html';
}

/**
 * The URL a reader opens for a built file, as the site links it (`trailingSlash: false`):
 * `x/introduction.html` -> `/x/introduction`, `x/index.html` -> `/x/`, `index.html` -> `/`,
 * prefixed with the locale's base URL (`/zh/`).
 */
export function urlOfFile(relativePath: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let route = relativePath;
  if (route === 'index.html') route = '';
  else if (route.endsWith('/index.html')) route = route.slice(0, -'index.html'.length);
  else route = route.replace(/\.html$/, '');
  return `${base}${route}`;
}
