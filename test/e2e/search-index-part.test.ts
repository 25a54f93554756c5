/**
 * The search index reads only the part of each page Pagefind uses (plugins/search-index/indexedPart.ts).
 * Pagefind itself checks that this changes nothing: a deterministic sample of each locale's built pages
 * (every 12th page by path, and the pages of every product's landing) is indexed whole and as parts, and
 * the two bundles must be the same files, byte for byte.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPagefind } from '../../plugins/search-index';
import { filesUnder } from '../../plugins/search-index/fileList';
import { indexedPart } from '../../plugins/search-index/indexedPart';
import { isIndexedFile, urlOfFile } from '../../plugins/search-index/pages';
import { assertBuilt, BUILD_DIR } from '../support/site';

const LANDINGS = ['x/react-data-grid.html', 'x/react-date-pickers.html', 'x/react-charts.html', 'index.html'];

/** Every file of a written bundle, by its path, with its bytes. */
async function bundleFiles(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const file of await filesUnder(dir)) files.set(file, await fs.readFile(path.join(dir, file)));
  return files;
}

async function indexBundle(pages: ReadonlyArray<{ url: string; html: string }>, outputPath: string): Promise<void> {
  const pagefind = loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex({});
    assert.ok(index, `Pagefind did not start: ${errors.join('; ')}`);
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      assert.deepEqual(added.errors, []);
    }
    const written = await index.writeFiles({ outputPath });
    assert.deepEqual(written.errors, []);
  } finally {
    await pagefind.close();
  }
}

/** Asserts that Pagefind writes the same files, byte for byte, from the two lists of pages. */
async function assertSameBundles(
  first: ReadonlyArray<{ url: string; html: string }>,
  second: ReadonlyArray<{ url: string; html: string }>,
): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'search-bundles-'));
  try {
    await indexBundle(first, path.join(temp, 'first'));
    await indexBundle(second, path.join(temp, 'second'));
    const [fromFirst, fromSecond] = await Promise.all([
      bundleFiles(path.join(temp, 'first')),
      bundleFiles(path.join(temp, 'second')),
    ]);
    assert.deepEqual([...fromSecond.keys()].sort(), [...fromFirst.keys()].sort());
    const different = [...fromFirst]
      .filter(([file, bytes]) => !bytes.equals(fromSecond.get(file)!))
      .map(([file]) => file);
    assert.deepEqual(different, []);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

/** A deterministic sample of a locale's indexed pages: every `every`-th by path, and the landings. */
async function sampleOf(dir: string, otherLocales: readonly string[], every: number): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => isIndexedFile(file, otherLocales)).sort();
  return files.filter((file, index) => index % every === 0 || LANDINGS.includes(file));
}

describe('search index: the indexed part of each page', () => {
  for (const [locale, localeDir, otherLocales, baseUrl] of [
    ['en', '', ['zh'], '/'],
    ['zh', 'zh', [], '/zh/'],
  ] as const) {
    it(`gives Pagefind's bundle of the ${locale} sample the same bytes as the whole pages`, async () => {
      assertBuilt();
      const dir = path.join(BUILD_DIR, localeDir);
      const sample = await sampleOf(dir, otherLocales, 12);
      assert.ok(sample.length > 50, `${sample.length} pages sampled`);
      const whole = await Promise.all(
        sample.map(async (file) => ({
          url: urlOfFile(file, baseUrl),
          html: await fs.readFile(path.join(dir, file), 'utf8'),
        })),
      );
      const parts = whole.map((page) => ({ url: page.url, html: indexedPart(page.html) }));
      // The parts are smaller: the cut is real, on the pages whose sidebar shows a "New" chip too, and
      // the attributes Pagefind does not read are gone (0.17-0.18 of the whole in the build of 7
      // December; 0.31-0.38 with the attributes, three quarters when the chips' pages went whole).
      const size = (pages: typeof whole) => pages.reduce((sum, page) => sum + page.html.length, 0);
      assert.ok(size(parts) < size(whole) * 0.25, `parts ${size(parts)} of ${size(whole)} characters`);

      await assertSameBundles(whole, parts);
    });

    // The kept bundle (plugins/search-index/keptBundle.ts) counts a page without data-pagefind-body by
    // its URL alone: Pagefind leaves such pages out once any page has a body, whatever they hold.
    it(`gives Pagefind's bundle of the ${locale} sample the same bytes whatever its pages without a body hold`, async () => {
      assertBuilt();
      const dir = path.join(BUILD_DIR, localeDir);
      const sample = await sampleOf(dir, otherLocales, 24);
      const pages = await Promise.all(
        sample.map(async (file) => {
          const html = await fs.readFile(path.join(dir, file), 'utf8');
          return {
            url: urlOfFile(file, baseUrl),
            html: indexedPart(html),
            hasBody: html.includes('data-pagefind-body'),
          };
        }),
      );
      const bodiless = pages.filter((page) => !page.hasBody).length;
      assert.ok(bodiless > 0 && bodiless < pages.length, `${bodiless} of ${pages.length} sampled pages have no body`);
      const changed = pages.map((page) =>
        page.hasBody
          ? page
          : { ...page, html: page.html.replace(/<body([^>]*)>/, '<body$1><h1>Changed</h1><p>Other words</p>') },
      );
      assert.notDeepEqual(changed, pages);

      await assertSameBundles(pages, changed);
    });
  }
});
