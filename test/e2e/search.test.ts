/**
 * Search on the built site (Pagefind, notes/search.md): English and Chinese queries find the right
 * page, the keyboard alone opens it with the query's terms highlighted there and a button clears
 * them; on /x/ pages the box searches the X area, elsewhere everything; the search page keeps its
 * query in the URL and offers the area menu; a query with no match says so.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, watchProblems } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { useServedSite } from '../support/suite';
import { openSearchBox, SEARCH_BOX_LABELS, shownResults, typeQuery } from '../support/searchBox';
import { BUNDLE_TAG_META, firstFiles } from '../../src/modules/search/bundleNames';
import { emulateDevice, SLOW_4G } from '../support/deviceProfiles';

const site = useServedSite();

async function search(page: Page, language: keyof typeof SEARCH_BOX_LABELS, query: string): Promise<string[]> {
  await openSearchBox(page, language);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('role')),
    'combobox',
    'the shortcut focuses the box',
  );
  return typeQuery(page, query);
}

/** Moves the active option with the arrow keys to `index` and opens it with Enter. */
async function openWithKeyboard(page: Page, index: number): Promise<void> {
  for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
  const selected = page.getByRole('listbox').getByRole('option', { selected: true });
  assert.equal(await selected.count(), 1);
  const activeId = await page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant'));
  assert.equal(activeId, await selected.getAttribute('id'), 'the combobox names its active option');
  await page.keyboard.press('Enter');
}

function indexOfResult(results: string[], matches: (text: string) => boolean, query: string): number {
  const index = results.slice(0, 3).findIndex(matches);
  assert.ok(index >= 0, `"${query}": not among the first three results: ${JSON.stringify(results.slice(0, 3))}`);
  return index;
}

describe('search', () => {
  it('finds an English page, opens it with the keyboard, highlights the terms and clears them', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${site.origin}/x/introduction`);
    const results = await search(page, 'en', 'license key');
    const index = indexOfResult(results, (text) => /^Licensing/.test(text), 'license key');
    assert.deepEqual(await seriousAxeViolations(page), [], 'the open result list');
    await openWithKeyboard(page, index);
    await page.waitForURL((url) => url.pathname === '/x/introduction/licensing');
    assert.ok(new URL(page.url()).searchParams.getAll('pagefind-highlight').length > 0, 'the terms travel in the URL');
    await page.getByRole('heading', { level: 1, name: /Licensing/ }).waitFor();
    const marks = page.locator('[data-pagefind-body] mark.portal-search-highlight');
    await marks.first().waitFor();
    assert.match((await marks.allTextContents()).join(' ').toLowerCase(), /licen[sc]e|key/);
    const clear = page.getByRole('button', { name: 'Clear search highlight' });
    await clear.click();
    await page.waitForFunction(() => document.querySelectorAll('mark.portal-search-highlight').length === 0);
    assert.equal(await clear.count(), 0, 'the button goes with the marks');
    assert.equal(new URL(page.url()).searchParams.get('pagefind-highlight'), null);
    assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], []);
    await context.close();
  });

  it('finds a Chinese page through word segmentation, and opens it with the keyboard', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.origin}/zh/getting-started/usage`);
    const results = await search(page, 'zh', '安装');
    const index = indexOfResult(results, (text) => /安装/.test(text), '安装');
    const option = page.getByRole('listbox').getByRole('option').nth(index);
    const title = ((await option.locator('span > span').first().textContent()) ?? '').trim();
    await openWithKeyboard(page, index);
    await page.waitForURL((url) => url.pathname.startsWith('/zh/') && url.searchParams.has('pagefind-highlight'));
    assert.ok(!new URL(page.url()).pathname.startsWith('/zh/zh/'), `a result opens its own URL: ${page.url()}`);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).first().waitFor();
    await context.close();
  });

  it('inflates the engine’s files with the browser’s own DecompressionStream, in en and zh', async () => {
    const context = await newContext(site.browser);
    await context.addInitScript(() => {
      const Native = window.DecompressionStream;
      const counted = { gzip: 0 };
      (window as unknown as { __inflations: typeof counted }).__inflations = counted;
      window.DecompressionStream = class extends Native {
        constructor(format: CompressionFormat) {
          super(format);
          if (format === 'gzip') counted.gzip += 1;
        }
      };
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    for (const [path, language, query] of [
      ['/x/introduction', 'en', 'licensing'],
      ['/zh/x/introduction', 'zh', '安装'],
    ] as const) {
      await page.goto(`${site.origin}${path}`);
      const results = await search(page, language, query);
      assert.ok(results.length > 0, `${language}: "${query}" finds pages`);
      // The WebAssembly, the meta index, an index chunk and a fragment at least.
      const inflations = await page.evaluate(
        () => (window as unknown as { __inflations: { gzip: number } }).__inflations.gzip,
      );
      assert.ok(inflations >= 4, `${language}: ${inflations} files inflated natively`);
    }
    assert.deepEqual([...problems.pageErrors, ...problems.consoleErrors], []);
    await context.close();
  });

  it('asks for the engine’s first files at once, before the engine itself, and each only once', async () => {
    const cases = [
      { language: 'en', route: '/x/introduction', query: 'licensing', bundle: '/pagefind/', lang: 'en' },
      { language: 'zh', route: '/zh/x/introduction', query: '安装', bundle: '/zh/pagefind/', lang: 'zh-cn' },
    ] as const;
    for (const { language, route, query, bundle, lang } of cases) {
      // Without the service worker, so that every request the page makes is seen here.
      const context = await newContext(site.browser, { serviceWorkers: 'block' });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(bundle)) requested.push(url.pathname.slice(bundle.length) + url.search);
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${site.origin}${route}`);
      const tag = await page.locator(`meta[name="${BUNDLE_TAG_META}"]`).getAttribute('content');
      assert.match(tag ?? '', /^[0-9a-f]+$/, 'the page names its search bundle');
      assert.ok((await search(page, language, query)).length > 0, `"${query}" finds pages`);
      const files = firstFiles(lang, tag!);
      for (const file of [files.entry, files.meta, files.wasm, 'pagefind.js']) {
        assert.equal(
          requested.filter((url) => url === file).length,
          1,
          `${language}: ${file} asked for once: ${requested}`,
        );
      }
      const engineAt = requested.indexOf('pagefind.js');
      for (const file of [files.entry, files.meta, files.wasm]) {
        assert.ok(requested.indexOf(file) < engineAt, `${language}: ${file} is asked for before the engine`);
      }
      assert.deepEqual(
        warnings.filter((text) => /preload/i.test(text)),
        [],
        'every preloaded file is used, with matching request modes',
      );
      await context.close();
    }
  });

  it('asks for a query’s index chunks while the engine loads, and the engine takes them: one request each, none unused', async () => {
    // Pagefind's rules for which chunks a query needs are replayed in the page (src/modules/search/chunkMap.ts);
    // a wrong guess would show as a second request for a chunk and as Chromium's warning about a preload
    // left unused for some seconds. The network is slowed once the page has loaded, so that the reader's
    // query is written while the engine's files are still arriving.
    const cases = [
      { language: 'en', route: '/x/introduction', bundle: '/pagefind/', queries: ['licensing'] },
      { language: 'en', route: '/x/introduction', bundle: '/pagefind/', queries: ['Data-Grid columns'] },
      { language: 'en', route: '/getting-started/usage', bundle: '/pagefind/', queries: ['Café useGridApiRef'] },
      // A query the reader replaces while the engine loads: the first one's chunks are taken too.
      { language: 'en', route: '/x/introduction', bundle: '/pagefind/', queries: ['react', 'licensing'] },
      { language: 'zh', route: '/zh/x/introduction', bundle: '/zh/pagefind/', queries: ['安装'] },
      { language: 'zh', route: '/zh/x/introduction', bundle: '/zh/pagefind/', queries: ['日期选择器 API'] },
    ] as const;
    const contexts = [];
    const pages: Array<{ label: string; warnings: string[] }> = [];
    for (const { language, route, bundle, queries } of cases) {
      const label = `${route} "${queries.join('" then "')}"`;
      const context = await newContext(site.browser, { serviceWorkers: 'block' });
      contexts.push(context);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(bundle)) requested.push(url.pathname.slice(bundle.length));
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
      });
      pages.push({ label, warnings });
      await page.goto(`${site.origin}${route}`);
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      await emulateDevice(page, { name: 'slow 4G', cpuSlowdown: 1, network: SLOW_4G });
      const box = await openSearchBox(page, language);
      for (const [step, query] of queries.entries()) {
        if (step > 0) await box.fill('');
        await page.keyboard.type(query);
        if (step < queries.length - 1) {
          await page.locator(`link[rel=preload][href^="${bundle}index/"]`).first().waitFor({ state: 'attached' });
        }
      }
      await page.locator('nav.navbar [role=listbox] [role=option]').first().waitFor();
      const chunkPreloads = await page.locator(`link[rel=preload][href^="${bundle}index/"]`).count();
      assert.ok(chunkPreloads > 0, `${label}: the query's index chunks were asked for while the engine loaded`);
      assert.ok(
        requested.indexOf('pagefind.js') >= 0 && requested.some((file) => file.startsWith('index/')),
        `${label}: ${requested}`,
      );
      const chunks = requested.filter((file) => /^(index|filter)\//.test(file));
      assert.deepEqual(
        chunks.filter((file, index) => chunks.indexOf(file) !== index),
        [],
        `${label}: every chunk is asked for once (the engine takes the preloaded response): ${chunks}`,
      );
    }
    // Chromium warns about a preload still unused about three seconds after it was made.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    for (const { label, warnings } of pages) assert.deepEqual(warnings, [], `${label}: every preload is used`);
    for (const context of contexts) await context.close();
  });

  it('takes the engine for ready only once it can search: a query typed while its WebAssembly starts is searched whole, its chunks asked for meanwhile', async () => {
    // Pagefind's own init returns before its WebAssembly is ready (plugins/search-index/readyEngine.ts). Here the
    // WebAssembly takes a second to start, on a fast connection: the reader's query is written meanwhile. An engine
    // taken for ready too early would search the first letter and never have the query's chunks asked for ahead.
    const context = await newContext(site.browser, { serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (...args: unknown[]) => Promise<unknown>;
      (WebAssembly as { instantiate: unknown }).instantiate = (...args: unknown[]) =>
        new Promise((resolve) => setTimeout(resolve, 1000)).then(() => instantiate(...args));
    });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/pagefind/')) requested.push(url.pathname.slice('/pagefind/'.length));
    });
    await page.goto(`${site.origin}/x/introduction`);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await openSearchBox(page, 'en');
    await page.keyboard.type('licensing');
    await page.locator('nav.navbar [role=listbox] [role=option]').first().waitFor();
    assert.ok(
      (await page.locator('link[rel=preload][href^="/pagefind/index/"]').count()) > 0,
      'the query’s index chunks were asked for while the engine started',
    );
    const chunks = requested.filter((file) => /^(index|filter)\//.test(file));
    assert.ok(chunks.length > 0, `${requested}`);
    assert.deepEqual(
      chunks.filter((file, index) => chunks.indexOf(file) !== index),
      [],
      `every chunk is asked for once: ${chunks}`,
    );
    await context.close();
  });

  it('searches the X area from /x/ pages and every area elsewhere', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.origin}/x/introduction/support`);
    const inX = await search(page, 'en', 'installation');
    assert.ok(
      inX.length > 0 && inX.every((text) => text.includes('MUI X › x')),
      `only X pages: ${JSON.stringify(inX)}`,
    );
    const allLink = page.getByRole('link', { name: 'See all results' });
    assert.match((await allLink.getAttribute('href')) ?? '', /\/search\?q=installation$/);

    await page.goto(`${site.origin}/getting-started/usage`);
    const everywhere = await search(page, 'en', 'installation');
    assert.ok(
      everywhere.some((text) => text.includes('Material UI › ')),
      JSON.stringify(everywhere),
    );
    assert.ok(
      everywhere.some((text) => text.includes('MUI X › ')),
      JSON.stringify(everywhere),
    );
    await context.close();
  });

  it('says so when nothing matches, and Escape closes the list', async () => {
    // Words on no page, which Pagefind alone answers with the pages of a prefix ("x", "or"): the
    // portal's loose-match check (src/modules/search/hits.ts) turns them into "no results".
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.origin}/x/introduction`);
    const box = await openSearchBox(page, 'en');
    await page.keyboard.type('xylophone');
    await page.getByRole('status').filter({ hasText: 'No results for "xylophone"' }).waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    assert.equal(await box.getAttribute('aria-expanded'), 'false');
    assert.equal(await box.inputValue(), 'xylophone', 'Escape closes, it does not erase the query');
    await page.goto(`${site.origin}/zh/x/introduction`);
    await openSearchBox(page, 'zh');
    await page.keyboard.type('zzqqxxvv');
    await page.getByRole('status').filter({ hasText: '没有与“zzqqxxvv”相关的结果' }).waitFor();
    await context.close();
  });

  it('the search page reads its query from the URL, offers the area menu and shows more results', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.origin}/search?q=grid`);
    const box = page.getByRole('combobox', { name: SEARCH_BOX_LABELS.en }).last();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(await box.inputValue(), 'grid');
    const everywhere = await shownResults(page);
    assert.ok(everywhere.length > 8, `more results than the box: ${everywhere.length}`);
    await page.getByRole('combobox', { name: 'Search in' }).selectOption({ label: 'MUI X' });
    await page.waitForURL((url) => url.searchParams.get('area') === 'x' && url.searchParams.get('q') === 'grid');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('main [role=listbox] [role=option]')).every((option) =>
        option.textContent?.includes('MUI X › '),
      ),
    );
    assert.deepEqual(await seriousAxeViolations(page), [], 'the search page');
    await context.close();
  });
});
