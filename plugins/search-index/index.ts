/**
 * The search index (notes/search.md): after `docusaurus build`, Pagefind (its Node API, extended
 * build, which cuts Chinese into words) indexes each locale's built pages into `<outDir>/pagefind/`
 * (`/pagefind/` for English, `/zh/pagefind/` for Chinese): one bundle per language, keyed by the
 * pages' `<html lang>`, served beside the pages it indexes, so the engine finds its index from its own
 * URL and the service worker caches it as a file of the locale. A failure of Pagefind or a bundle
 * with no page fails the build, naming the cause.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { BUNDLE_TAG_META, ENTRY_FILE } from '../../src/modules/search/bundleNames';
import { SEARCH_BODY_ATTRIBUTE } from '../../src/modules/search/areas';
import { entryProblems, pagefindLanguage, type PagefindEntry } from './entry';
import { applyFirstFileNames } from './firstFileNames';
import { writeChunkMap } from './chunkMap';
import { isIndexedFile, SEARCH_BUNDLE_DIR, urlOfFile } from './pages';
import { filesUnder, writeBundleFileList } from './fileList';
import { applyNativeInflate } from './nativeInflate';
import { applyReadyEngine } from './readyEngine';
import { withoutNulBytes } from '../built-pages/nulBytes';
import { indexedPart } from './indexedPart';
import { readAhead } from './readAhead';
import { KeptBundle, pageKey } from './keptBundle';
import { codeKey } from '../../config/files/codeKey';
import { messageOf } from '../../config/process/messageOf';

/** Pages read and cut ahead of the one Pagefind is reading (readAhead.ts). */
const READ_AHEAD = 8;

type PagefindModule = typeof import('pagefind');
type PagefindIndex = import('pagefind').PagefindIndex;

/** Where each locale's search bundle is kept between builds: with the bundler's caches, which `docusaurus clear` removes. */
export const SEARCH_INDEX_CACHE_DIR = 'node_modules/.cache/portal-search-index';

/** A page as it goes to Pagefind. */
interface IndexedPage {
  readonly file: string;
  readonly url: string;
  readonly content: string;
}

/**
 * Pagefind is an ES module that exports an `import` entry only, and Docusaurus loads the configuration
 * through jiti, whose `import()` cannot load it: Node's own `require` (which loads ES modules since
 * Node 20.19) reads its entry file by path.
 */
export function loadPagefind(): PagefindModule {
  return createRequire(__filename)(pagefindEntry(__dirname)) as PagefindModule;
}

/** The entry file of the pagefind package nearest to `from`, as Node would find the package. */
export function pagefindEntry(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const entry = path.join(dir, 'node_modules', 'pagefind', 'lib', 'index.js');
    if (existsSync(entry)) return entry;
    if (path.dirname(dir) === dir) throw new Error('[search-index] the pagefind package is not installed');
  }
}

function fail(locale: string, cause: string): never {
  throw new Error(`[search-index] the ${locale} search index was not built: ${cause}`);
}

/** Runs one step on the written bundle; its failure fails the build, saying which step and why. */
async function bundleStep(locale: string, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    fail(locale, `${what}: ${messageOf(error)}`);
  }
}

async function addTo(index: PagefindIndex, page: IndexedPage, locale: string): Promise<void> {
  const added = await index.addHTMLFile({ url: page.url, content: page.content });
  if (added.errors.length > 0) fail(locale, `Pagefind could not read ${page.file}: ${added.errors.join('; ')}`);
}

/** Puts the kept bundle in place; false (and a warning) when it cannot be copied, so Pagefind makes it. */
async function copyKept(kept: KeptBundle, bundleDir: string, locale: string): Promise<boolean> {
  try {
    await kept.copyTo(bundleDir);
    return true;
  } catch (error) {
    console.warn(
      `[search-index] ${locale}: the kept bundle could not be copied, so Pagefind indexes the pages: ${messageOf(error)}`,
    );
    return false;
  }
}

/** A new tag for a build's search bundle (src/modules/search/bundleNames.ts). */
export function newBundleTag(): string {
  return randomBytes(6).toString('hex');
}

/** What a locale's indexing did: how many pages its bundle holds, and whether the kept bundle served. */
export interface IndexedLocale {
  readonly pages: number;
  readonly kept: boolean;
}

/**
 * Indexes one locale's output folder; returns how many pages went in. The meta index and WebAssembly
 * are then given the names `tag` makes knowable to the pages (src/modules/search/bundleNames.ts).
 */
export async function buildSearchIndex(options: {
  outDir: string;
  baseUrl: string;
  locale: string;
  htmlLang: string;
  otherLocales: readonly string[];
  tag: string;
  pagefind?: PagefindModule;
  /**
   * Where the locale's bundle is kept between builds (keptBundle.ts), and the version of the code that
   * makes it (a bundle kept under another is not used); none keeps nothing.
   */
  keptDir?: string;
  keptVersion?: string;
}): Promise<IndexedLocale> {
  const { outDir, baseUrl, locale, htmlLang, otherLocales, tag } = options;
  const pagefind = options.pagefind ?? loadPagefind();
  const files = (await filesUnder(outDir)).filter((file) => isIndexedFile(file, otherLocales)).sort();
  const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
  const kept = options.keptDir ? await KeptBundle.open(options.keptDir, options.keptVersion ?? '') : null;
  let filesWithBody = 0;
  const keys: string[] = [];
  let reused = false;
  // Pagefind starts at the first page that is not the kept bundle's; the pages before it wait here.
  const waiting: IndexedPage[] = [];
  let index: PagefindIndex | undefined;
  const started = async (): Promise<PagefindIndex> => {
    if (index) return index;
    const created = await pagefind.createIndex({});
    if (!created.index) fail(locale, `Pagefind did not start: ${created.errors.join('; ') || 'no reason given'}`);
    index = created.index;
    for (const earlier of waiting.splice(0)) await addTo(created.index, earlier, locale);
    return created.index;
  };
  try {
    const pages = readAhead(files, READ_AHEAD, async (file) => {
      // As the page ships: the pass over the built pages may not have reached this one yet (plugins/built-pages).
      const page = withoutNulBytes(await fs.readFile(path.join(outDir, file), 'utf8'));
      return { file, hasBody: page.includes(SEARCH_BODY_ATTRIBUTE), content: indexedPart(page) };
    });
    for await (const { file, hasBody, content } of pages) {
      if (hasBody) filesWithBody += 1;
      const page = { file, url: urlOfFile(file, baseUrl), content };
      keys.push(pageKey(page.url, hasBody ? content : null));
      if (!index && kept?.hasPage(keys.length - 1, keys[keys.length - 1]!)) waiting.push(page);
      else await addTo(await started(), page, locale);
    }
    reused = !index && kept?.madeFrom(keys) ? await copyKept(kept, bundleDir, locale) : false;
    if (!reused) {
      const ready = await started();
      await fs.rm(bundleDir, { recursive: true, force: true });
      const written = await ready.writeFiles({ outputPath: bundleDir });
      if (written.errors.length > 0)
        fail(locale, `Pagefind could not write ${bundleDir}: ${written.errors.join('; ')}`);
    }
  } finally {
    await pagefind.close();
  }
  const entry = JSON.parse(await fs.readFile(path.join(bundleDir, ENTRY_FILE), 'utf8')) as PagefindEntry;
  const problems = entryProblems(entry, htmlLang, files.length, filesWithBody);
  if (problems.length > 0) fail(locale, problems.join('; '));
  // Kept as Pagefind wrote it, before the steps below; one that cannot be kept costs the next build its time.
  if (!reused) {
    await kept?.keep(bundleDir, keys).catch((error: unknown) => {
      console.warn(`[search-index] ${locale}: the bundle could not be kept for the next build: ${messageOf(error)}`);
    });
  }
  await bundleStep(locale, 'its first files could not be renamed', () =>
    applyFirstFileNames(bundleDir, pagefindLanguage(htmlLang), tag),
  );
  await bundleStep(locale, 'its engine could not be given the native inflater', () => applyNativeInflate(bundleDir));
  await bundleStep(locale, 'its engine could not be made to answer when ready', () => applyReadyEngine(bundleDir));
  await bundleStep(locale, 'its chunk map could not be written', () =>
    writeChunkMap(bundleDir, pagefindLanguage(htmlLang), tag),
  );
  await writeBundleFileList(bundleDir);
  const pages = Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
  return { pages, kept: reused };
}

/**
 * The locale's kept bundle, or none when PORTAL_SEARCH_INDEX_CACHE=off. Its version covers the
 * installed packages (Pagefind's version) and this file (Pagefind's options).
 */
export function keptBundleOptions(siteDir: string, locale: string): { keptDir?: string; keptVersion?: string } {
  if (process.env.PORTAL_SEARCH_INDEX_CACHE === 'off') return {};
  return {
    keptDir: path.join(siteDir, SEARCH_INDEX_CACHE_DIR, locale),
    keptVersion: codeKey(siteDir, [__filename]),
  };
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const { currentLocale, locales, localeConfigs } = context.i18n;
  const tag = newBundleTag();
  return {
    name: 'portal-search-index',
    // Only a production build has a bundle (postBuild); the development server's pages carry no tag.
    injectHtmlTags() {
      if (process.env.NODE_ENV !== 'production') return {};
      return { headTags: [{ tagName: 'meta', attributes: { name: BUNDLE_TAG_META, content: tag } }] };
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, kept } = await buildSearchIndex({
        outDir,
        baseUrl: context.baseUrl,
        locale: currentLocale,
        htmlLang: localeConfigs[currentLocale]?.htmlLang ?? currentLocale,
        otherLocales: locales.filter((locale) => locale !== currentLocale),
        tag,
        ...keptBundleOptions(context.siteDir, currentLocale),
      });
      const how = kept ? 'the kept bundle of the same pages' : 'indexed by Pagefind';
      console.log(`[search-index] ${currentLocale}: ${pages} pages, ${how}, in ${Date.now() - started} ms`);
    },
  };
}
