/**
 * The page templates (notes/templates.md): every template's route loads clean without the docs
 * chrome in dark mode, with no serious axe violation (the light crawl visits them in light); the
 * Chinese routes exist; the templates page links all nine and shows their live previews; a
 * template's own switch changes the mode and back; the source dialog shows the template's files; the
 * skip link reaches the template. What a reader does inside the templates: templates-use.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { seriousAxeViolations } from '../support/axe';
import { until } from '../support/until';
import { TEMPLATES, TEMPLATES_ROUTE, templateRoute } from '../../src/data/templates';

const dataTheme = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.documentElement.dataset.theme);

describe('page templates', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  for (const template of TEMPLATES) {
    it(`${template.slug} loads clean in dark mode, without the docs chrome`, async () => {
      // A reader who chose dark in the settings: the stored choice is there before the first load.
      const page = await reader.open(templateRoute(template.slug), {
        storageState: {
          cookies: [],
          origins: [{ origin: site.origin, localStorage: [{ name: 'theme', value: 'dark' }] }],
        },
      });
      await until(async () => (await dataTheme(page)) === 'dark', 'the page to be in dark mode');
      assert.equal(await page.title(), `${template.title} template | MUI X Docs`);
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
      assert.equal(await page.getByRole('main').count(), 1);
      // No navbar, sidebar or footer of the docs: the template's own bar instead.
      assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
      assert.equal(await page.locator('.theme-doc-sidebar-container, .footer').count(), 0);
      const bar = page.getByRole('navigation', { name: 'Template' });
      assert.equal(await bar.getByRole('link', { name: 'All templates' }).getAttribute('href'), TEMPLATES_ROUTE);
      await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
    });
  }

  it('the Chinese routes of the templates exist, in Chinese around the template', async () => {
    const page = await reader.open(`/zh${templateRoute('pricing')}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    await page.getByRole('link', { name: '全部模板' }).waitFor();
    assert.equal(await page.getByRole('link', { name: '全部模板' }).getAttribute('href'), `/zh${TEMPLATES_ROUTE}`);
  });

  it('the templates page links all nine and shows a live preview of each once it scrolls into view', async () => {
    const page = await reader.open(TEMPLATES_ROUTE);
    for (const template of TEMPLATES) {
      const link = page.getByRole('heading', { level: 3, name: template.title, exact: true }).getByRole('link');
      assert.equal(await link.getAttribute('href'), templateRoute(template.slug));
      const preview = page.locator(`[data-template-preview="${template.slug}"]`);
      assert.equal(await preview.getAttribute('aria-hidden'), 'true');
      await preview.scrollIntoViewIfNeeded();
      await preview
        .locator('[data-template-preview-ready]')
        .getByRole('heading', { level: 1, includeHidden: true })
        .waitFor({ state: 'attached' });
      assert.equal(await preview.locator('[data-template-preview-ready]').getAttribute('inert'), '');
    }
    // The previews are pictures: nothing in them takes the focus or is announced.
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL(`**${templateRoute('pricing')}`);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
  });

  it("a template's switch changes the whole page to dark mode and back, and the choice stays", async () => {
    const page = await reader.open(templateRoute('marketing-page'));
    assert.equal(await dataTheme(page), 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await until(async () => (await dataTheme(page)) === 'dark', 'the page to turn dark');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('theme')), 'dark');
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(await dataTheme(page), 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await until(async () => (await dataTheme(page)) === 'light', 'the page to turn light again');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('theme')), 'light');
  });

  it('the source dialog shows the files of the template, with a copy button', async () => {
    const page = await reader.open(templateRoute('pricing'));
    await page.getByRole('button', { name: 'Source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Source of the Pricing template' });
    await dialog.waitFor();
    const entry = dialog.getByRole('tab', { name: 'index.tsx' });
    await entry.waitFor();
    assert.equal(await entry.getAttribute('aria-selected'), 'true');
    await dialog.getByText('export default function Pricing()').waitFor();
    await dialog.getByRole('tab', { name: 'tiers.ts' }).click();
    await dialog.getByText('export const YEARLY_MONTHS_CHARGED = 10;').waitFor();
    assert.equal(await dialog.getByRole('tab', { name: 'tiers.test.ts' }).count(), 0);
    await dialog.getByRole('button', { name: /Copy/ }).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the skip link takes the keyboard to the template', async () => {
    const page = await reader.open(templateRoute('blog'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await until(
      () => skip.evaluate((element) => element === document.activeElement),
      'the skip link to take the focus',
    );
    await page.keyboard.press('Enter');
    await until(
      () => page.evaluate(() => document.activeElement?.id === 'template-content'),
      'the focus to move to the template',
    );
    // The next Tab goes on inside the template, past the bar.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[aria-label="Template"]') ?? null), null);
    assert.ok(await page.evaluate(() => document.activeElement?.closest('#template-content') !== null));
  });
});
