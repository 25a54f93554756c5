/**
 * Links in view prefetch their routes' chunks in idle time (src/modules/deferredEvaluation/idlePrefetch.ts
 * and routePrefetch.ts): each chunk file once, none the page has already loaded, every one of them a
 * file the build wrote; and a sidebar link to a prefetched page then opens it in the page, cleanly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, watchProblems } from '../support/browser';
import { useServedSite } from '../support/suite';
import { until } from '../support/until';

describe('route prefetches', () => {
  const site = useServedSite();

  it('asks for each chunk of the routes in view once, none the page has, all of them there', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const statuses = new Map<string, number>();
    page.on('response', (response) => statuses.set(response.url(), response.status()));
    await page.goto(site.origin + '/components/buttons');
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });

    const prefetched = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
      );
    // Idle periods come soon after the load; wait until no new prefetch has come for a second.
    let last = -1;
    await until(
      async () => {
        const count = (await prefetched()).length;
        const settled = count > 0 && count === last;
        last = count;
        return settled;
      },
      'the prefetches to settle',
      { intervalMs: 1000 },
    );

    const hrefs = await prefetched();
    assert.ok(hrefs.length >= 5, `${hrefs.length} chunks prefetched`);
    assert.equal(new Set(hrefs).size, hrefs.length, 'no chunk is asked for twice');
    const loadedScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    assert.deepEqual(
      hrefs.filter((href) => loadedScripts.includes(href)),
      [],
      'no chunk the page loaded is asked for again',
    );
    await until(() => hrefs.every((href) => statuses.has(href)), 'every prefetch to be answered');
    assert.deepEqual(
      hrefs.filter((href) => statuses.get(href) !== 200),
      [],
      'every prefetched chunk is a file of the build',
    );

    // A neighbouring page opens in the page from its sidebar link.
    await page.locator('.theme-doc-sidebar-menu a[href="/components/button-group"]').first().click();
    await page.waitForURL('**/components/button-group');
    await page.locator('h1', { hasText: 'Button Group' }).waitFor();
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });
});
