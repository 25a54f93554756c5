/**
 * A reader opens the generated Material UI API pages (`/api/...`, from @mui/material 5.18.0): the
 * Button page with its import lines, props table, CSS classes and the link to ButtonBase, in the
 * core sidebar's Component API group; the Chinese page; the index that lists the components.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';
import { apiPropRow, apiSection } from '../support/apiPage';

describe('Material UI API pages', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  let page: Page;

  const open = async (path: string): Promise<void> => {
    page = await reader.open(path);
  };

  const section = (name: string) => apiSection(page, name);
  const propRow = (name: string) => apiPropRow(page, name);

  it('the Button page has the imports, variant with its default, the CSS classes and ButtonBase', async () => {
    await open('/api/button');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Button');
    const imports = (await section('Import').locator('pre').textContent()) ?? '';
    assert.match(imports, /import Button from '@mui\/material\/Button';/);
    assert.match(imports, /import \{ Button \} from '@mui\/material';/);
    assert.match((await propRow('variant').textContent()) ?? '', /'contained'/);
    assert.equal(await propRow('variant').getByRole('cell').nth(1).textContent(), "'text'");
    assert.equal(await propRow('size').getByRole('cell').nth(1).textContent(), "'medium'");
    assert.ok(await propRow('component').isVisible(), 'the component prop is listed');
    assert.ok(await section('CSS classes').getByText('.MuiButton-root', { exact: true }).isVisible());
    await section('Inheritance').getByRole('link', { name: 'ButtonBaseOwnProps' }).click();
    await page.waitForURL(/\/api\/button-base$/);
    await page.getByRole('heading', { level: 1, name: 'ButtonBase', exact: true }).waitFor();
  });

  it("the page sits in the core sidebar's Component API group, marked as current", async () => {
    await open('/api/button');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    assert.ok(await sidebar.getByRole('button', { name: 'Component API' }).isVisible());
    // The group's own list (the innermost list item holding its button): the Button docs page of
    // the Inputs group has the same label.
    const group = sidebar
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Component API' }) })
      .last();
    const link = group.getByRole('link', { name: 'Button', exact: true });
    assert.equal(await link.getAttribute('aria-current'), 'page');
    assert.equal(await link.getAttribute('href'), '/api/button');
    // The core sidebar, not the /x/ one.
    assert.equal(await sidebar.getByRole('link', { name: 'DataGrid', exact: true }).count(), 0);
  });

  it('the Chinese Button page renders with Chinese UI and links', async () => {
    await open('/zh/api/button');
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Button');
    for (const heading of ['导入', '属性', 'CSS 类名'])
      assert.ok(await page.getByRole('heading', { level: 2, name: heading }).isVisible(), heading);
    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    assert.ok(await sidebar.getByRole('button', { name: '组件 API' }).isVisible());
    assert.equal(
      await sidebar.getByRole('link', { name: 'Button', exact: true }).getAttribute('href'),
      '/zh/api/button',
    );
  });

  it('the index lists the components and leads to their pages', async () => {
    await open('/api');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Material UI API reference');
    const components = section('Components');
    assert.ok((await components.getByRole('link').count()) > 100, 'every component listed');
    await components.getByRole('link', { name: 'TextField', exact: true }).click();
    await page.waitForURL(/\/api\/text-field$/);
    await page.getByRole('rowheader', { name: /^helperText\b/ }).waitFor();
  });
});
