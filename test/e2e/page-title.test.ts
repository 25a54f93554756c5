/**
 * A docs page's tab title is the page's from the first paint to the last: on first load, through
 * hydration and through a client-side navigation, `document.title` never reads the bare site title
 * (issue 23, A1). An init script records every value the title holds at the end of a microtask
 * checkpoint (a MutationObserver on the document that reads the title in a microtask after its
 * callback) and on every animation frame: what the browser can paint or send to the tab. A value set
 * and put back within one checkpoint (config/pageTitle/titleGuard.ts) is never shown.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext } from '../support/browser';
import { useServedSite } from '../support/suite';

/** `docusaurus.config.ts` `title`: what the tab would read with no page title. */
const SITE_TITLE = 'MUI X Docs';

/**
 * Runs in the page before any of its scripts: every title value, in order, in `window.__titles`.
 * A string, not a function: the test runner's transform would add helpers the page does not have.
 */
const RECORD_TITLES = `
  const titles = [];
  window.__titles = titles;
  const note = () => {
    const title = document.title;
    if (titles[titles.length - 1] !== title) titles.push(title);
  };
  new MutationObserver(() => queueMicrotask(note)).observe(document, { childList: true, subtree: true, characterData: true });
  const frame = () => {
    note();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

const titlesOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __titles: string[] }).__titles.filter((title) => title !== ''));

describe('page title', () => {
  const site = useServedSite();

  for (const { start, linkName, next } of [
    { start: '/x/introduction', linkName: 'Licensing', next: /Licensing/ },
    { start: '/zh/x/introduction', linkName: '许可', next: /许可/ },
  ]) {
    it(`stays the page's own through load, hydration and a client navigation (${start})`, async () => {
      const context = await newContext(site.browser);
      await context.addInitScript({ content: RECORD_TITLES });
      const page = await context.newPage();
      await page.goto(site.origin + start);
      // Hydrated: Docusaurus marks the document once React has taken over.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      const firstTitles = await titlesOf(page);
      assert.ok(firstTitles.length > 0, 'the first page has a title');
      assert.notEqual(firstTitles[0], SITE_TITLE);

      await page
        .getByRole('navigation', { name: /Docs sidebar|文档侧边栏/ })
        .getByRole('link', { name: linkName, exact: true })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: next }).waitFor();
      await page.waitForFunction((pattern) => new RegExp(pattern).test(document.title), next.source);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      const titles = await titlesOf(page);
      await context.close();

      assert.deepEqual(
        titles.filter((title) => title === SITE_TITLE),
        [],
        `the title read the bare site title; every value: ${JSON.stringify(titles)}`,
      );
      assert.match(titles[titles.length - 1]!, next);
    });
  }
});
