/**
 * The page templates (notes/templates.md): every template's route loads clean without the docs
 * chrome, in light and dark, with no serious axe violation; the templates page links all nine and
 * shows their live previews; a template's own switch changes the mode and back; the source dialog
 * shows the template's files; and what a reader does on the marketing page, pricing, blog and sticky
 * footer templates.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { seriousAxeViolations } from '../support/axe';
import { until } from '../support/until';
import { PHONE_VIEWPORT } from '../support/crawl';
import { TEMPLATES, TEMPLATES_ROUTE, templateRoute } from '../../src/data/templates';

/** Stores a colour mode as the settings drawer would, and loads the page again in it. */
async function reloadInMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('theme', value), mode);
  await page.reload();
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
}

const dataTheme = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.documentElement.dataset.theme);

describe('page templates', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  for (const template of TEMPLATES) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${template.slug} loads clean in ${mode} mode, without the docs chrome`, async () => {
        const page = await reader.open(templateRoute(template.slug));
        await reloadInMode(page, mode);
        await until(async () => (await dataTheme(page)) === mode, `the page to be in ${mode} mode`);
        assert.equal(await page.title(), `${template.title} template | MUI X Docs`);
        assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
        assert.equal(await page.getByRole('main').count(), 1);
        // No navbar, sidebar or footer of the docs: the template's own bar instead.
        assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
        assert.equal(await page.locator('.theme-doc-sidebar-container, .footer').count(), 0);
        const bar = page.getByRole('navigation', { name: 'Template' });
        assert.equal(await bar.getByRole('link', { name: 'All templates' }).getAttribute('href'), TEMPLATES_ROUTE);
        await page
          .getByRole('button', { name: mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode' })
          .waitFor();
        assert.deepEqual(await seriousAxeViolations(page), []);
      });
    }
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

  it('pricing: the billing switch changes the prices to yearly and back', async () => {
    const page = await reader.open(templateRoute('pricing'));
    const team = page.getByRole('region', { name: 'Team' });
    await team.getByText('$12', { exact: true }).waitFor();
    await team.getByText('Per seat, billed monthly').waitFor();
    const yearly = page.getByRole('button', { name: 'Yearly, 2 months free' });
    await yearly.click();
    assert.equal(await yearly.getAttribute('aria-pressed'), 'true');
    await team.getByText('$10', { exact: true }).waitFor();
    await team.getByText('$120 per seat, billed yearly').waitFor();
    await page.getByRole('region', { name: 'Business' }).getByText('$20', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Monthly' }).click();
    await team.getByText('$12', { exact: true }).waitFor();
  });

  it('blog: the search and the categories filter the posts, and a post expands', async () => {
    const page = await reader.open(templateRoute('blog'));
    const all = page.getByRole('region', { name: 'All posts' });
    const status = all.getByRole('status');
    await until(async () => (await status.textContent()) === '6 posts', 'every post to be listed');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('offline');
    await until(async () => (await status.textContent()) === '1 post', 'the search to leave one post');
    await all.getByRole('heading', { level: 3, name: 'How offline changes find their way back' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
    await page.getByRole('button', { name: 'Engineering' }).click();
    await until(async () => (await status.textContent()) === '2 posts', 'the category to leave two posts');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('pancakes');
    await until(async () => (await status.textContent()) === 'No posts match “pancakes”.', 'no post to match');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
    const more = all.getByRole('button', { name: 'Read more about Designing a dark mode that keeps its contrast' });
    await more.click();
    assert.equal(await more.getAttribute('aria-expanded'), 'true');
    await all.getByText(/Surfaces that sit higher/).waitFor();
  });

  it('marketing page: the sign-up rejects an empty or malformed email and accepts a good one', async () => {
    const page = await reader.open(templateRoute('marketing-page'));
    const email = page.getByRole('textbox', { name: 'Work email' });
    const start = page.getByRole('button', { name: 'Start free' });
    await start.click();
    await page.getByText('Enter your email address.').waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    await until(() => email.evaluate((element) => element === document.activeElement), 'the focus to go to the field');
    await email.fill('ada@');
    await start.click();
    await page.getByText('Enter an email address like name@example.com.').waitFor();
    await email.fill('ada@example.com');
    await start.click();
    await page.getByText('Thanks! We sent a link to ada@example.com to finish creating your workspace.').waitFor();
  });

  it('marketing page: on a phone the section menu opens, and a link goes to its section', async () => {
    const page = await reader.open(templateRoute('marketing-page'), PHONE_VIEWPORT);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scroll (${width} px)`);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Sections' });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**#plans');
    await menu.waitFor({ state: 'detached' });
    await until(
      () =>
        page
          .getByRole('heading', { level: 2, name: 'Simple pricing' })
          .evaluate((element) => element.getBoundingClientRect().top < 400),
      'the pricing section to be scrolled into view',
    );
  });

  it('sticky footer: the footer sits at the bottom of the window', async () => {
    const page = await reader.open(templateRoute('sticky-footer'));
    const footer = page.getByRole('contentinfo');
    const bottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
    const height = await page.evaluate(() => window.innerHeight);
    assert.ok(Math.abs(bottom - height) <= 1, `footer bottom ${bottom} px, window ${height} px`);
  });
});
