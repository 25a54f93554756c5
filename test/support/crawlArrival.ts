/**
 * How the crawl reaches each page in a tab: a full page load, or a client-side navigation from the page
 * the tab shows, as a reader following a link does. The phone pass loads every page in full (server
 * HTML, hydration, first frame). The light, dark and right-to-left passes navigate client-side, which
 * checks the same rendered page at about half the cost, and still load in full the first page of a tab, the first
 * page of a locale (the locales are separate single-page apps), the page after a failed visit, and every
 * FULL_LOAD_EVERY-th page, so the first frame in the look is also checked on an even sample.
 */

export type Arrival = 'load' | 'client';

/** One page in this many is loaded in full by a client-navigating pass. */
export const FULL_LOAD_EVERY = 5;

/** What a tab knows of itself when it picks the next page's arrival. */
export interface TabState {
  /** The locale prefix of the page the tab shows ('' or '/zh'); null before its first page or after a failed visit. */
  readonly locale: string | null;
  /** Pages this tab has visited so far. */
  readonly visits: number;
}

export const NEW_TAB: TabState = { locale: null, visits: 0 };

/** The locale prefix of a site path: '/zh' for Chinese pages, '' for English. */
export function localeOf(path: string): string {
  return path === '/zh' || path.startsWith('/zh/') ? '/zh' : '';
}

export function arrivalFor(navigation: 'load' | 'client', tab: TabState, path: string): Arrival {
  if (navigation === 'load' || tab.locale === null || tab.locale !== localeOf(path)) return 'load';
  return tab.visits % FULL_LOAD_EVERY === 0 ? 'load' : 'client';
}

/** The tab after a visit: where it is, or nowhere known when the visit failed. */
export function afterVisit(tab: TabState, path: string, succeeded: boolean): TabState {
  return { locale: succeeded ? localeOf(path) : null, visits: tab.visits + 1 };
}

/** Whether the canonical URL a page declares names the path (trailing slashes aside). */
export function canonicalNames(canonical: string | null | undefined, path: string): boolean {
  if (!canonical) return false;
  let pathname: string;
  try {
    pathname = new URL(canonical, 'http://site').pathname;
  } catch {
    return false;
  }
  const strip = (value: string): string => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return strip(decodeURI(pathname)) === strip(path);
}
