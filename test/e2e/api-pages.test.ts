/**
 * A reader opens generated API pages: the DataGrid page in English and the DatePicker page in
 * Chinese, reads props in a table or a list (the choice kept per section), follows a type link and
 * an anchor, and finds the page in the product's sidebar.
 */
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, watchProblems, type PageProblems } from '../support/browser';
import { useServedSite } from '../support/suite';
import { apiPropRow, apiSection } from '../support/apiPage';
import { STORAGE_KEYS } from '../../src/data/constants';

describe('API pages', () => {
  const site = useServedSite();
  let context: BrowserContext | undefined;
  let page: Page;
  let problems: PageProblems;

  const open = async (path: string, storage?: Record<string, string>): Promise<void> => {
    context = await newContext(site.browser);
    if (storage) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      }, storage);
    }
    page = await context.newPage();
    problems = watchProblems(page);
    await goto(path);
  };
  const goto = async (path: string): Promise<void> => {
    await page.goto(site.origin + path);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  };
  afterEach(async () => {
    if (context) assert.deepEqual([...problems.pageErrors, ...problems.consoleErrors], []);
    await context?.close();
    context = undefined;
  });

  const section = (name: string) => apiSection(page, name);
  const propRow = (name: string) => apiPropRow(page, name);

  it('the DataGrid page lists rows, columns and apiRef with their types and defaults', async () => {
    await open('/x/api/data-grid/data-grid/');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'DataGrid');
    assert.match((await page.title()) ?? '', /^DataGrid/);
    assert.match(
      (await section('Import').locator('pre').textContent()) ?? '',
      /import \{ DataGrid \} from '@mui\/x-data-grid';/,
    );
    assert.match((await propRow('rows').textContent()) ?? '', /GridRowsProp<R>/);
    assert.match((await propRow('columns').textContent()) ?? '', /Required/);
    assert.match((await propRow('apiRef').textContent()) ?? '', /GridApiCommunity/);
    assert.equal(await propRow('autoHeight').getByRole('cell').nth(1).textContent(), 'false');
    assert.ok((await section('Slots').getByRole('row').count()) > 10, 'slots listed');
    assert.ok(await section('CSS classes').getByText('.MuiDataGrid-root', { exact: true }).isVisible());
    // The page is in the Data Grid sidebar, marked as the current page.
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    assert.equal(
      await sidebar.getByRole('link', { name: 'DataGrid', exact: true }).getAttribute('aria-current'),
      'page',
    );
    assert.ok(await sidebar.getByRole('link', { name: /^DataGridPro/ }).isVisible());
  });

  it('a type names a documented interface: its link leads to that page', async () => {
    await open('/x/api/data-grid/data-grid/');
    // The Type cell (the description names GridColDef too).
    await propRow('columns').getByRole('cell').first().getByRole('link', { name: 'GridColDef' }).click();
    await page.waitForURL(/\/x\/api\/data-grid\/grid-col-def$/);
    await page.getByRole('heading', { level: 1, name: 'GridColDef', exact: true }).waitFor();
    await page.getByRole('rowheader', { name: /^field\b/ }).waitFor();
  });

  it('props and sections have anchors', async () => {
    await open('/x/api/data-grid/data-grid#prop-autoHeight');
    await page.waitForFunction(() => {
      const row = document.getElementById('prop-autoHeight');
      if (!row) return false;
      // Scrolled into view below the sticky navbar.
      const { top } = row.getBoundingClientRect();
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      return top >= navbar && top < window.innerHeight;
    });
    assert.equal(await page.locator('#prop-autoHeight a[href="#prop-autoHeight"]').count(), 1);
    assert.equal(await page.locator('h2#slots a[href="#slots"]').count(), 1);
  });

  it('the props layout switches to a list, is remembered, and leaves the other sections alone', async () => {
    await open('/x/api/data-grid/data-grid');
    const props = section('Props');
    await props.getByRole('button', { name: 'List' }).click();
    assert.equal(await props.getByRole('button', { name: 'List' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await props.getByRole('table').count(), 0);
    assert.ok(await props.locator('li#prop-rows').isVisible());
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await section('Props').locator('li#prop-rows').waitFor();
    assert.equal(await section('Slots').getByRole('table').count(), 1);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.apiLayout);
    assert.deepEqual(JSON.parse(stored ?? '{}'), { props: 'list' });
  });

  it('a corrupt stored layout falls back to tables', async () => {
    await open('/x/api/date-pickers/date-calendar', { [STORAGE_KEYS.apiLayout]: '{"props":"grid"' });
    assert.equal(await section('Props').getByRole('table').count(), 1);
    assert.equal(await section('Props').getByRole('button', { name: 'Table' }).getAttribute('aria-pressed'), 'true');
  });

  it('the Chinese DatePicker page has Chinese UI and its links stay in Chinese', async () => {
    await open('/zh/x/api/date-pickers/date-picker/');
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'DatePicker');
    for (const heading of ['导入', '属性', '插槽', '示例'])
      assert.ok(await page.getByRole('heading', { level: 2, name: heading }).isVisible(), heading);
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    assert.ok(await sidebar.getByRole('button', { name: 'API 参考' }).first().isVisible());
    assert.equal(
      await sidebar.getByRole('link', { name: 'DatePicker', exact: true }).getAttribute('aria-current'),
      'page',
    );
    const slots = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: '插槽' }) });
    await slots
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^day\b/ }) })
      .getByRole('cell')
      .first()
      .getByRole('link', { name: 'PickersDay' })
      .click();
    await page.waitForURL(/\/zh\/x\/api\/date-pickers\/pickers-day$/);
    await page.getByRole('heading', { level: 1, name: 'PickersDay', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'CSS 类名' }).waitFor();
  });

  it('the index lists the product pages and the events page lists the grid events', async () => {
    await open('/x/api/data-grid');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Data Grid API reference');
    await page.getByRole('link', { name: 'DataGridPremium' }).first().click();
    await page.waitForURL(/\/x\/api\/data-grid\/data-grid-premium$/);
    // The URL changes before the new page renders: wait for its content rather than reading it at once.
    await page.getByText('Part of the Premium plan').waitFor();
    await goto('/x/api/data-grid/events');
    await page.getByRole('rowheader', { name: /^cellClick\b/ }).waitFor();
  });
});
