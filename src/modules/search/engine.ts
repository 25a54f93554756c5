/**
 * Pagefind's engine (`pagefind.js`, written by plugins/search-index beside each locale's pages),
 * loaded the first time a reader focuses, points at or types in a search box, by dynamic import of
 * its URL (the bundler leaves that import alone). It runs in the page (`noWorker`): Pagefind's own
 * web worker would live outside the service worker's scope, so its fetches would miss the offline
 * cache. Result URLs carry the query's terms (`?pagefind-highlight=`) for the opened page's highlight.
 * The index stores each page's full path from the site's root (`/zh/x/introduction`,
 * plugins/search-index), so the engine's own URL prefix is the root: left to itself, it would prefix
 * the bundle's folder (`/zh/`) a second time.
 *
 * With the engine, the page asks at once for the three files the engine fetches before it can answer
 * (entry, meta index, WebAssembly: `<link rel="preload">`, which the engine's own `fetch` then takes
 * over), named from the build's tag in the page's head (bundleNames.ts); left to the engine, each waits
 * for the one before, three round trips. With them comes the build's chunk map, with which the
 * index chunks of a query written meanwhile are asked for too (chunkPreload.ts).
 */
import { BUNDLE_TAG_META, BUNDLE_TAG_PATTERN, ENGINE_FILE, firstFiles } from './bundleNames';
import { handOverPreloads, resetChunkPreloading, startChunkPreloading } from './chunkPreload';
import { appendFetchPreload } from './fetchPreload';

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
  /** Fetches the chunks a query needs, without searching. */
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
  /** Lets go of the engine instance: the next `init` starts a new one. */
  destroy(): Promise<void>;
}

/** The folder of a locale's search bundle (`/pagefind/`, `/zh/pagefind/`). */
export function bundleUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}pagefind/`;
}

export type ModuleImporter = (url: string) => Promise<unknown>;

/** Imports a module by URL at run time, outside the bundle. */
export const importByUrl: ModuleImporter = (url) => import(/* webpackIgnore: true */ /* @vite-ignore */ url);

/** The build's search bundle tag in the page's head, or null (development server, a malformed value). */
export function bundleTagOf(doc: Document): string | null {
  const tag = doc.querySelector(`meta[name="${BUNDLE_TAG_META}"]`)?.getAttribute('content') ?? '';
  return BUNDLE_TAG_PATTERN.test(tag) ? tag : null;
}

/** The page's language as the engine reads it: its `<html lang>` in lower case. */
export function pageLanguage(doc: Document): string {
  return (doc.documentElement.getAttribute('lang') || 'unknown').toLowerCase();
}

/**
 * Asks for the bundle's entry, meta index and WebAssembly at once, as the engine will (`fetch` with its
 * defaults: CORS mode, same-origin credentials, which `crossorigin="anonymous"` matches). Once per URL.
 */
export function preloadFirstFiles(doc: Document, baseUrl: string, tag: string): void {
  const files = firstFiles(pageLanguage(doc), tag);
  const present = new Set(
    Array.from(doc.head.querySelectorAll('link[rel="preload"]'), (link) => link.getAttribute('href')),
  );
  for (const file of [files.entry, files.meta, files.wasm]) {
    const href = `${bundleUrl(baseUrl)}${file}`;
    if (!present.has(href)) appendFetchPreload(doc, href);
  }
}

const engines = new Map<string, Promise<PagefindApi>>();

/**
 * The engine of a locale's bundle, loaded and initialised once per page (a failed load is forgotten,
 * so the next attempt tries again).
 */
export function loadEngine(
  baseUrl: string,
  importer: ModuleImporter = importByUrl,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<PagefindApi> {
  const url = `${bundleUrl(baseUrl)}${ENGINE_FILE}`;
  let engine = engines.get(url);
  if (!engine) {
    const tag = doc ? bundleTagOf(doc) : null;
    if (doc && tag) {
      preloadFirstFiles(doc, baseUrl, tag);
      const language = pageLanguage(doc);
      startChunkPreloading(doc, bundleUrl(baseUrl), language, firstFiles(language, tag).chunkMap);
    }
    engine = (async () => {
      const pagefind = (await importer(url)) as PagefindApi;
      await pagefind.options({
        noWorker: true,
        baseUrl: '/',
        highlightParam: HIGHLIGHT_PARAM,
        excerptLength: EXCERPT_WORDS,
        ...(tag ? { metaCacheTag: tag } : {}),
      });
      // Resolves once the engine can search: its WebAssembly and meta index loaded (plugins/search-index/readyEngine.ts).
      try {
        await pagefind.init();
      } catch (error) {
        // An engine that failed to start keeps its error: the next attempt starts a new one.
        await pagefind.destroy().catch(() => undefined);
        throw error;
      }
      handOverPreloads(bundleUrl(baseUrl), pagefind);
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
  resetChunkPreloading();
}
