/**
 * Search never loses a keystroke (issue 27): a query typed or pasted into the navbar box as soon as
 * the box is in the DOM (before hydration, while the engine loads) stays whole in the box, and the
 * results for the whole query appear without typing again. In English and Chinese, each way twice on
 * this machine in `npm test`, and eight times on the 6x slow phone with `npm run test:slow`
 * (`PORTAL_SLOW_DEVICE=1`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext } from '../support/browser';
import { useServedSite } from '../support/suite';
import { emulateDevice, profileFromEnv, triesOn } from '../support/deviceProfiles';
import { searchBox, shownResults, SEARCH_BOX_LABELS } from '../support/searchBox';

const site = useServedSite();
const profile = profileFromEnv();
/**
 * Eight tries of each case on the slow phone (32 in all: issue 27 asks that no query be lost in 30 tries at
 * 6x CPU); two in `npm test`, where 20 tries took 3.5 of CI's minutes.
 */
const TRIES = triesOn(profile, 2, 8);

const CASES = [
  { language: 'en', route: '/x/introduction', query: 'licensing' },
  { language: 'zh', route: '/zh/x/introduction', query: '安装' },
] as const;

type Way = 'typed' | 'pasted';

/**
 * What the page shows and fetched when no result came (a failed try's message): the box, the list, the
 * search bundle's requests with their start and end (ms since navigation; end 0: not finished).
 */
async function searchState(page: Page) {
  return page
    .evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('nav.navbar [role=combobox]');
      const list = document.querySelector('[role=listbox]');
      return {
        at: Math.round(performance.now()),
        hydrated: document.documentElement.dataset.hasHydrated === 'true',
        value: box?.value,
        expanded: box?.getAttribute('aria-expanded'),
        list: list ? (list.textContent ?? '').slice(0, 200) : null,
        controlled: Boolean(navigator.serviceWorker?.controller),
        bundle: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/pagefind/'))
          .map(
            (entry) =>
              `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}-${Math.round((entry as PerformanceResourceTiming).responseEnd)}`,
          ),
      };
    })
    .catch((error: Error) => ({ unreadable: error.message }));
}

/** Opens the page and writes the query the moment the box exists; returns what the box holds at the end. */
async function writeEarly(
  page: Page,
  language: keyof typeof SEARCH_BOX_LABELS,
  route: string,
  query: string,
  way: Way,
) {
  const pending = new Set<string>();
  const messages: string[] = [];
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => {
    pending.delete(request.url());
    messages.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'log') messages.push(`${message.type()}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  await page.goto(`${site.origin}${route}`, { waitUntil: 'commit' });
  const box = searchBox(page, language);
  await box.waitFor({ state: 'attached' });
  const hydratedBefore = await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true');
  await box.focus();
  if (way === 'typed') await page.keyboard.type(query);
  else await page.keyboard.insertText(query);
  const results = await shownResults(page).catch(async (error: Error) => {
    const state = await searchState(page);
    throw new Error(
      `${error.message.split('\n')[0]}; ${JSON.stringify({ ...state, pending: [...pending], messages })}`,
    );
  });
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  return { value: await box.inputValue(), results, hydratedBefore };
}

describe(`search keeps every keystroke written right after load (${profile.name})`, () => {
  for (const { language, route, query } of CASES) {
    for (const way of ['typed', 'pasted'] as const) {
      it(`${language}: "${query}" ${way} ${TRIES} times as soon as the box appears`, async (t) => {
        const failures: string[] = [];
        let beforeHydration = 0;
        for (let attempt = 1; attempt <= TRIES; attempt += 1) {
          const context = await newContext(site.browser);
          try {
            const page = await context.newPage();
            await emulateDevice(page, profile);
            const { value, results, hydratedBefore } = await writeEarly(page, language, route, query, way);
            if (!hydratedBefore) beforeHydration += 1;
            if (value !== query) failures.push(`try ${attempt}: the box holds "${value}"`);
            else if (results.length === 0) failures.push(`try ${attempt}: no results`);
            // The results answer the whole query: it appears in them (title or excerpt).
            else if (!results.some((text) => text.toLowerCase().includes(query)))
              failures.push(`try ${attempt}: results not for "${query}": ${JSON.stringify(results.slice(0, 3))}`);
          } catch (error) {
            failures.push(`try ${attempt}: ${(error as Error).message}`);
          } finally {
            await context.close();
          }
        }
        assert.deepEqual(failures, [], `${failures.length} of ${TRIES} tries lost the query`);
        t.diagnostic(`${beforeHydration} of ${TRIES} tries began writing before hydration`);
      });
    }
  }
});
