/**
 * The local search in the navbar, on the built site: an English and a Chinese query each find the
 * right page within the first three results, and the keyboard alone opens it, with the query's terms
 * highlighted there. On /x/ pages the box searches the X area; elsewhere it searches everything.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, watchProblems } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { useServedSite } from '../support/suite';
import { openSearchBox, SEARCH_BOX_LABELS, typeQuery } from '../support/searchBox';

const site = useServedSite();

/**
 * Focuses the search box with the keyboard shortcut, types the query once the index has loaded and
 * returns the texts of the results shown.
 */
async function search(page: Page, language: keyof typeof SEARCH_BOX_LABELS, query: string): Promise<string[]> {
  await openSearchBox(page, language);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('role')),
    'combobox',
    'the shortcut focuses the box',
  );
  return typeQuery(page, query);
}

/** Moves the selection with the arrow keys to the result at `index` and opens it with Enter. */
async function openWithKeyboard(page: Page, index: number): Promise<void> {
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  const selected = page.getByRole('listbox').getByRole('option', { selected: true });
  assert.equal(await selected.count(), 1);
  await page.keyboard.press('Enter');
}

function indexOfResult(results: string[], matches: (text: string) => boolean, query: string): number {
  const index = results.slice(0, 3).findIndex(matches);
  assert.ok(
    index >= 0,
    `"${query}": the expected page is not among the first three results: ${JSON.stringify(results.slice(0, 3))}`,
  );
  return index;
}

describe('search', () => {
  let context: BrowserContext;

  it('finds an English page, opens it with the keyboard and highlights the terms there', async () => {
    context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${site.origin}/x/introduction`);
    const results = await search(page, 'en', 'license key');
    const index = indexOfResult(
      results,
      (text) => /licen[sc]e key/i.test(text) && /Licensing/.test(text),
      'license key',
    );
    assert.deepEqual(await seriousAxeViolations(page), [], 'the open result list');
    await openWithKeyboard(page, index);
    await page.waitForURL((url) => url.pathname === '/x/introduction/licensing');
    assert.ok(new URL(page.url()).searchParams.getAll('_highlight').length > 0, 'the terms travel in the URL');
    const marks = page.locator('article mark');
    await marks.first().waitFor();
    assert.match((await marks.allTextContents()).join(' ').toLowerCase(), /licen[sc]e|key/);
    assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], []);
    await context.close();
  });

  it('finds a Chinese page from a query that needs word segmentation, and opens it with the keyboard', async () => {
    context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.origin}/zh/getting-started/usage`);
    // The title 支持的平台 ("supported platforms") is found from its words in another order, which
    // only works when both the index and the query are cut into words.
    const results = await search(page, 'zh', '平台支持');
    const index = indexOfResult(results, (text) => text.startsWith('支持的平台'), '平台支持');
    await openWithKeyboard(page, index);
    await page.waitForURL((url) => url.pathname === '/zh/getting-started/supported-platforms');
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    // A client-side navigation: the URL changes a moment before the new page renders.
    await page.getByRole('heading', { level: 1, name: '支持的平台' }).waitFor();
    await context.close();
  });

  it('searches the X area from /x/ pages and every area elsewhere', async () => {
    context = await newContext(site.browser);
    const page = await context.newPage();
    await page.goto(`${site.origin}/x/introduction/support`);
    const inX = await search(page, 'en', 'installation');
    assert.ok(
      inX.some((text) => /Introduction/.test(text)),
      JSON.stringify(inX),
    );
    assert.ok(!inX.some((text) => /Material UI › /.test(text)), `only X pages on /x/: ${JSON.stringify(inX)}`);
    assert.ok(
      inX.some((text) => /within "MUI X"/.test(text)),
      'a link to all results of the area',
    );

    await page.goto(`${site.origin}/getting-started/usage`);
    const everywhere = await search(page, 'en', 'installation');
    assert.ok(
      everywhere.some((text) => /Material UI › /.test(text)),
      JSON.stringify(everywhere),
    );
    assert.ok(
      everywhere.some((text) => /Introduction/.test(text)),
      JSON.stringify(everywhere),
    );
    await context.close();
  });
});
