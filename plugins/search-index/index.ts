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

/** Pages read and cut ahead of the one Pagefind is reading (readAhead.ts). */
const READ_AHEAD = 8;

type PagefindModule = typeof import('pagefind');

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
    fail(locale, `${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A new tag for a build's search bundle (src/modules/search/bundleNames.ts). */
export function newBundleTag(): string {
  return randomBytes(6).toString('hex');
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
}): Promise<number> {
  const { outDir, baseUrl, locale, htmlLang, otherLocales, tag } = options;
  const pagefind = options.pagefind ?? loadPagefind();
  const files = (await filesUnder(outDir)).filter((file) => isIndexedFile(file, otherLocales)).sort();
  const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
  let filesWithBody = 0;
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) fail(locale, `Pagefind did not start: ${errors.join('; ') || 'no reason given'}`);
    const pages = readAhead(files, READ_AHEAD, async (file) => {
      // As the page ships: the pass over the built pages may not have reached this one yet (plugins/built-pages).
      const page = withoutNulBytes(await fs.readFile(path.join(outDir, file), 'utf8'));
      return { file, hasBody: page.includes(SEARCH_BODY_ATTRIBUTE), content: indexedPart(page) };
    });
    for await (const { file, hasBody, content } of pages) {
      if (hasBody) filesWithBody += 1;
      const added = await index.addHTMLFile({ url: urlOfFile(file, baseUrl), content });
      if (added.errors.length > 0) fail(locale, `Pagefind could not read ${file}: ${added.errors.join('; ')}`);
    }
    await fs.rm(bundleDir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) fail(locale, `Pagefind could not write ${bundleDir}: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const entry = JSON.parse(await fs.readFile(path.join(bundleDir, ENTRY_FILE), 'utf8')) as PagefindEntry;
  const problems = entryProblems(entry, htmlLang, files.length, filesWithBody);
  if (problems.length > 0) fail(locale, problems.join('; '));
  await bundleStep(locale, 'its first files could not be renamed', () =>
    applyFirstFileNames(bundleDir, pagefindLanguage(htmlLang), tag),
  );
  await bundleStep(locale, 'its engine could not be given the native inflater', () => applyNativeInflate(bundleDir));
  await bundleStep(locale, 'its engine could not be made to answer when ready', () => applyReadyEngine(bundleDir));
  await bundleStep(locale, 'its chunk map could not be written', () =>
    writeChunkMap(bundleDir, pagefindLanguage(htmlLang), tag),
  );
  await writeBundleFileList(bundleDir);
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
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
      const pages = await buildSearchIndex({
        outDir,
        baseUrl: context.baseUrl,
        locale: currentLocale,
        htmlLang: localeConfigs[currentLocale]?.htmlLang ?? currentLocale,
        otherLocales: locales.filter((locale) => locale !== currentLocale),
        tag,
      });
      console.log(`[search-index] ${currentLocale}: ${pages} pages indexed in ${Date.now() - started} ms`);
    },
  };
}
