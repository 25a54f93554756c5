/**
 * Pagefind's engine (`pagefind.js`, written by plugins/search-index beside each locale's pages),
 * loaded the first time a reader focuses, points at or types in a search box, by dynamic import of
 * its URL (the bundler leaves that import alone). It runs in the page (`noWorker`): Pagefind's own
 * web worker would live outside the service worker's scope, so its fetches would miss the offline
 * cache. Result URLs carry the query's terms (`?pagefind-highlight=`) for the opened page's highlight.
 * The index stores each page's full path from the site's root (`/zh/x/introduction`,
 * plugins/search-index), so the engine's own URL prefix is the root: left to itself, it would prefix
 * the bundle's folder (`/zh/`) a second time.
 */

/** The query parameter that carries the terms to highlight on the opened page (Pagefind's default name). */
export const HIGHLIGHT_PARAM = 'pagefind-highlight';

/** Words of context around the matched terms in a result's excerpt. */
export const EXCERPT_WORDS = 24;

/** What the portal reads from a result's data (Pagefind's `PagefindSearchFragment`). */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  /** The page's text, whose whitespace-separated words `locations` counts. */
  readonly content?: string;
  /** Positions of the matched words in `content`. */
  readonly locations?: readonly number[];
}

export interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}

/** The part of Pagefind's module the portal uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: readonly PagefindResult[] } | null>;
}

/** The folder of a locale's search bundle (`/pagefind/`, `/zh/pagefind/`). */
export function bundleUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}pagefind/`;
}

export type ModuleImporter = (url: string) => Promise<unknown>;

/** Imports a module by URL at run time, outside the bundle. */
export const importByUrl: ModuleImporter = (url) => import(/* webpackIgnore: true */ /* @vite-ignore */ url);

const engines = new Map<string, Promise<PagefindApi>>();

/**
 * The engine of a locale's bundle, loaded and initialised once per page (a failed load is forgotten,
 * so the next attempt tries again).
 */
export function loadEngine(baseUrl: string, importer: ModuleImporter = importByUrl): Promise<PagefindApi> {
  const url = `${bundleUrl(baseUrl)}pagefind.js`;
  let engine = engines.get(url);
  if (!engine) {
    engine = (async () => {
      const pagefind = (await importer(url)) as PagefindApi;
      await pagefind.options({
        noWorker: true,
        baseUrl: '/',
        highlightParam: HIGHLIGHT_PARAM,
        excerptLength: EXCERPT_WORDS,
      });
      await pagefind.init();
      return pagefind;
    })();
    engines.set(url, engine);
    engine.catch(() => engines.delete(url));
  }
  return engine;
}

/** Forgets the loaded engines (tests). */
export function resetEngines(): void {
  engines.clear();
}
