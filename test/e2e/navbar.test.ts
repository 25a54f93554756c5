/** A reader uses the navbar: version menu, language menu, product links and sidebar tags. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext } from '../support/browser';
import { useServedSite } from '../support/suite';

describe('navbar', () => {
  const site = useServedSite();
  let context: BrowserContext;
  let page: Page;

  const open = async (path: string): Promise<void> => {
    context = await newContext(site.browser);
    page = await context.newPage();
    await page.goto(site.origin + path);
  };
  const closeContext = async (): Promise<void> => {
    await context?.close();
  };

  it('version menu shows 7.14.0 and links the archives and the versions page', async () => {
    await open('/x/introduction/licensing');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Version 7.14.0' });
    await menu.hover();
    const v6 = page.getByRole('link', { name: /^v6\b/ });
    assert.equal(await v6.getAttribute('href'), 'https://v6.mui.com/x/introduction/');
    assert.equal(
      await page.getByRole('link', { name: /^v5\b/ }).getAttribute('href'),
      'https://v5.mui.com/x/introduction/',
    );
    assert.equal(await page.getByRole('link', { name: /^v4\b/ }).getAttribute('href'), 'https://v4.mui.com/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All versions' }).click();
    await page.waitForURL(`${site.origin}/versions`);
    await page.getByRole('heading', { level: 1, name: 'Versions', exact: true }).waitFor();
    await closeContext();
  });

  it('version menu in Chinese keeps the language prefix on the archives', async () => {
    await open('/zh/x/introduction');
    await page
      .getByRole('navigation')
      .first()
      .getByRole('button', { name: /7\.14\.0/ })
      .hover();
    assert.equal(
      await page.getByRole('link', { name: /^v6\b/ }).getAttribute('href'),
      'https://v6.mui.com/zh/x/introduction/',
    );
    await closeContext();
  });

  it('language menu keeps the current page, both ways', async () => {
    await open('/x/introduction/licensing');
    await page.getByRole('button', { name: 'Language: English' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(`${site.origin}/zh/x/introduction/licensing`);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    await page.getByRole('heading', { level: 1, name: /许可/ }).waitFor();
    await page.getByRole('button', { name: '语言：简体中文' }).hover();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.origin}/x/introduction/licensing`);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await closeContext();
  });

  it('language menu on the English-only blog leads to the Chinese home', async () => {
    await open('/blog');
    await page.getByRole('button', { name: 'Language: English' }).hover();
    assert.equal(await page.getByRole('link', { name: '简体中文' }).getAttribute('href'), '/zh');
    await closeContext();
  });

  it('product links lead to each product', async () => {
    await open('/');
    for (const [name, path] of [
      ['Data Grid', '/x/react-data-grid'],
      ['Date and Time Pickers', '/x/react-date-pickers'],
      ['Charts', '/x/react-charts'],
      ['Tree View', '/x/react-tree-view'],
      ['Material UI', '/getting-started/installation'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL(site.origin + path);
    }
    await closeContext();
  });

  it('keeps each product link on one line and the bar on one row from 997 px up', async () => {
    for (const width of [997, 1100, 1280]) {
      for (const path of ['/x/introduction', '/zh/x/introduction']) {
        context = await newContext(site.browser, { viewport: { width, height: 700 } });
        page = await context.newPage();
        await page.goto(site.origin + path);
        const layout = await page.evaluate(() => {
          const links = Array.from(
            document.querySelectorAll<HTMLElement>('.navbar__items:not(.navbar__items--right) > a.navbar__link'),
          );
          const lineHeight = parseFloat(getComputedStyle(links[0]!).lineHeight);
          const navbar = document.querySelector<HTMLElement>('.navbar')!;
          return {
            count: links.length,
            tallest: Math.max(...links.map((link) => link.getBoundingClientRect().height)),
            lineHeight,
            navbarHeight: navbar.getBoundingClientRect().height,
            overflow: navbar.scrollWidth - navbar.clientWidth,
          };
        });
        assert.equal(layout.count, 5, `${width} ${path}: the five product links are shown`);
        assert.ok(
          layout.tallest < layout.lineHeight * 1.5,
          `${width} ${path}: a product link wraps (${layout.tallest}px)`,
        );
        assert.ok(layout.overflow <= 0, `${width} ${path}: the bar overflows by ${layout.overflow}px`);
        assert.ok(layout.navbarHeight <= 61, `${width} ${path}: the bar is ${layout.navbarHeight}px high`);
        await closeContext();
      }
    }
  });

  it('exposes the product id and category of each page', async () => {
    await open('/x/react-data-grid');
    assert.equal(await page.getAttribute('html', 'data-product-id'), 'x-data-grid');
    assert.equal(await page.getAttribute('html', 'data-product-category'), 'x');
    await page.goto(`${site.origin}/zh/getting-started/usage`);
    assert.equal(await page.getAttribute('html', 'data-product-id'), 'material-ui');
    assert.equal(await page.getAttribute('html', 'data-product-category'), 'core');
    await closeContext();
  });

  it('sidebar shows the New chip on the Charts group', async () => {
    await open('/x/react-charts');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const charts = sidebar.getByRole('button', { name: /Charts/ }).first();
    assert.match((await charts.textContent()) ?? '', /New/);
    await closeContext();
  });

  it('sidebar follows a client navigation: the page left and the page reached, and the rest as it was', async () => {
    await open('/x/introduction/roadmap');
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = sidebar.locator('a[aria-current=page]');
    assert.deepEqual(await current.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), [
      '/x/introduction/roadmap',
    ]);
    const charts = sidebar.getByRole('button', { name: /Charts/ }).first();
    const chartsBefore = await charts.textContent();
    // The page's Next link leads into the Data Grid, a category closed on the roadmap page.
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL(`${site.origin}/x/react-data-grid`);
    await sidebar.locator('a[href="/x/react-data-grid"][aria-current=page]').first().waitFor();
    assert.equal(await sidebar.locator('a[href="/x/introduction/roadmap"]').getAttribute('aria-current'), null);
    assert.ok(await sidebar.locator('a[href="/x/react-data-grid"][aria-current=page]').first().isVisible());
    // A category neither page is in renders as before, its chip included.
    assert.equal(await charts.textContent(), chartsBefore);
    await page.goBack();
    await page.waitForURL(`${site.origin}/x/introduction/roadmap`);
    await sidebar.locator('a[href="/x/introduction/roadmap"][aria-current=page]').waitFor();
    assert.equal(await sidebar.locator('a[href="/x/react-data-grid"][aria-current=page]').count(), 0);
    await closeContext();
  });
});
