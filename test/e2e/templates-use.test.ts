/**
 * What a reader does inside the page templates written with the shell (notes/templates.md): the
 * pricing switch, the blog's search and categories, the marketing page's sign-up and phone menu, and
 * the sticky footer's place. The routes themselves: templates.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';
import { PHONE_VIEWPORT } from '../support/crawl';
import { templateRoute } from '../../src/data/templates';

describe('using the templates', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

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
    const post = all
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Designing a dark mode that keeps its contrast' }) });
    const toggle = post.getByRole('button', { name: /about Designing a dark mode/ });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await post.getByRole('button', { name: 'Show less about Designing a dark mode that keeps its contrast' }).waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await post.getByText(/Surfaces that sit higher/).waitFor();
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
