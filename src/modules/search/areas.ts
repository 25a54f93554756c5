/**
 * The two search areas (pure rules, unit-tested): the MUI X area (`/x/...` of each locale) and
 * everything. Pages carry their area as a Pagefind filter (`data-pagefind-filter="area:x"`), and
 * the box on an /x/ page searches that area only.
 */

export type SearchArea = 'x' | 'core';

/** The Pagefind filter name pages carry. */
export const AREA_FILTER = 'area';

/** The route segment of the MUI X area. */
const X_SEGMENT = 'x';

function withSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** The area of a page from its path (`/zh/x/introduction` with base URL `/zh/` -> `x`). */
export function areaOfPath(pathname: string, baseUrl: string): SearchArea {
  const base = withSlash(baseUrl);
  if (!pathname.startsWith(base)) return 'core';
  const rest = pathname.slice(base.length);
  return rest === X_SEGMENT || rest.startsWith(`${X_SEGMENT}/`) ? 'x' : 'core';
}

/** Pagefind's mark of the element that holds a page's searchable text (the build's search index cuts pages at it). */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** Pagefind's mark of what it must not index. */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-pagefind-ignore';

/**
 * The attributes of the element that holds a page's searchable text: Pagefind indexes only inside
 * it (no navbar, sidebar, table of contents or footer), and files the page under its area.
 */
export function searchBodyAttributes(pathname: string, baseUrl: string): Record<string, string> {
  return { [SEARCH_BODY_ATTRIBUTE]: '', 'data-pagefind-filter': `${AREA_FILTER}:${areaOfPath(pathname, baseUrl)}` };
}

/** The attributes of labels that are not words of the page (plan marks, New/Planned chips): not indexed, not in titles. */
export const SEARCH_IGNORE_ATTRIBUTES = { [SEARCH_IGNORE_ATTRIBUTE]: 'all' } as const;

/**
 * The Pagefind filters of a query: on an /x/ page (when the box searches its area) only the X
 * area; elsewhere none (everything).
 */
export function areaFilters(area: SearchArea | 'all'): Record<string, string> {
  return area === 'x' ? { [AREA_FILTER]: 'x' } : {};
}

/** The body attributes of a standalone page outside the X area (versions, playground). */
export const CORE_PAGE_BODY_ATTRIBUTES: Readonly<Record<string, string>> = searchBodyAttributes('/', '/');
