/**
 * The browser half of the crawl: visits built pages in Chromium as a reader set up with one look
 * (light, dark and right-to-left at once, or a 390 px phone) and reports, by page, every status other than 200, empty
 * title, wrong direction, console error, uncaught exception and serious or critical axe violation, and on
 * the phone any page that scrolls sideways.
 *
 * The light pass visits every hand-written English page, 12 of every kind of their Chinese
 * translations (which run the same demos), and an even sample of the pages generated from one template
 * (the API reference, hundreds per locale); every page is also checked statically by crawl.test.ts and
 * the HTML validity suite. The dark right-to-left and phone passes check what changes
 * with the kind of page rather than its words, so each visits an even, deterministic sample of every kind
 * (each section of each locale, `pageType`), at different positions; dark mode and right-to-left are one
 * pass (see LOOKS). Every pass
 * reaches most of its pages by client-side navigation, as a reader following links does, and loads one
 * page in FULL_LOAD_EVERY in full (crawlArrival.ts): a full load cost about twice as much on 2 cores
 * (the whole bundle parsed and the page hydrated again), and the light pass had grown to 21 of CI's
 * minutes. On a page reached client-side, axe checks the page's own content (`main`): measured on 19
 * pages, axe over the whole document took 640 ms a page against 370 ms for the content, three quarters
 * of a visit. The chrome around it (navbar, sidebar, footer) is the same components on every page of a
 * kind, and every look checks it whole on each of its full loads, which reach every kind of page. The
 * dark, right-to-left and phone passes checked the whole document on every page until 29 November, when
 * CI took 36 minutes against issue 24's 30: the crawl is CPU-bound in Chromium (running two test files
 * at once bought nothing), and axe was half of its time. That keeps the suite inside the CI budget as
 * the site grows, without dropping a check.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, readerUserAgent, watchProblems } from './browser';
import { until } from './until';
import { afterVisit, arrivalFor, canonicalNames, NEW_TAB, type TabState } from './crawlArrival';
import { seriousAxeViolations, type AxeScope } from './axe';
import { builtPagePaths, onlyFocusedPages, pagesToVisit, partOf, samplePerPageType } from './site';
import { useServedSite, type ServedSite } from './suite';
import { STORAGE_KEYS } from '../../src/data/constants';

/**
 * Which pages a look visits: every hand-written English page with a sample of their translations and
 * of the templated API pages (`pagesToVisit`), or an even sample of every kind of page, `perType` per section and locale
 * (`samplePerPageType`), whose positions `phase` (0 to 1) shifts so that two looks see different pages.
 */
export type PageSelection =
  | { kind: 'every-page'; templatedPerLocale: number | 'all'; translatedPerType: number | 'all' }
  | { kind: 'per-type'; perType: number; phase: number };

/** How a reader may have the site set up: the stored preferences each crawl starts with. */
export interface Look {
  name: string;
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  pages: PageSelection;
  /** How a tab reaches its next page: full loads only, or mostly client-side (test/support/crawlArrival.ts). */
  navigation: 'load' | 'client';
  /** A phone: 390 px wide, touch, mobile; such a pass also fails a page that scrolls sideways. */
  phone?: true;
  /** The part of the look's pages one test file visits (`partOf`), when the look is split over files. */
  part?: { readonly index: number; readonly count: number };
}

/**
 * The light pass sees every hand-written English page (and a sample of the rest); the other looks change what is the same on every page
 * of a kind (colours, direction, width), so each sees an even sample of every kind, at different positions.
 * Dark mode and right-to-left are one pass: a reader can have both, neither hides what the other
 * checks (the mode's colours and contrast, the direction's layout and styles), and one pass over the
 * sample checks every page of it in both for half the visits of two (figures in notes/testing.md).
 */
export const LOOKS = {
  light: {
    name: 'light',
    mode: 'light',
    direction: 'ltr',
    pages: { kind: 'every-page', templatedPerLocale: 40, translatedPerType: 12 },
    navigation: 'client',
  },
  darkRtl: {
    name: 'dark, right-to-left',
    mode: 'dark',
    direction: 'rtl',
    pages: { kind: 'per-type', perType: 5, phase: 0 },
    navigation: 'client',
  },
  phone: {
    name: 'phone',
    mode: 'light',
    direction: 'ltr',
    pages: { kind: 'per-type', perType: 2, phase: 0.25 },
    navigation: 'client',
    phone: true,
  },
} as const satisfies Record<string, Look>;

/**
 * The light look visits every hand-written English page, which is more than one test file can load
 * inside the runner's 10-minute limit per file: `crawl.test.ts`, `crawl-light-2.test.ts` and
 * `crawl-light-3.test.ts` each take one part (`lightPart(index)`).
 */
export const LIGHT_PART_COUNT = 3;

/** The light look restricted to one of its `LIGHT_PART_COUNT` parts. */
export function lightPart(index: number): Look {
  return { ...LOOKS.light, part: { index, count: LIGHT_PART_COUNT } };
}

/** The phone of the phone look: the narrow width issue 16 and 17 name, with touch (pickers open as dialogs). */
export const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The pages a look visits. */
export function pagesOfLook(pages: readonly string[], look: Look): string[] {
  const selection = look.pages;
  return selection.kind === 'every-page'
    ? pagesToVisit(pages, selection.templatedPerLocale, selection.translatedPerType)
    : samplePerPageType(pages, selection.perType, selection.phase);
}

/** What a look stores as the reader's preferences: its mode and direction, under the portal's keys. */
export interface LookPreferences {
  readonly mode: Look['mode'];
  readonly direction: Look['direction'];
  readonly keys: typeof STORAGE_KEYS;
}

export function lookPreferences({ mode, direction }: Pick<Look, 'mode' | 'direction'>): LookPreferences {
  return { mode, direction, keys: STORAGE_KEYS };
}

/**
 * Runs in the page (an init script or `page.evaluate`): stores the look's preferences as the settings
 * drawer would, so the next load starts in that look.
 */
export function storeLook({ mode, direction, keys }: LookPreferences): void {
  window.localStorage.setItem(keys.mode, mode);
  window.localStorage.setItem(keys.display, JSON.stringify({ direction }));
}

/** How long a client-side navigation may take to render its page. */
const CLIENT_NAVIGATION_TIMEOUT_MS = 30_000;

/**
 * Navigates the tab's single-page app to the path as a link would (the router follows the history),
 * and waits until the page is rendered: it declares the path as its canonical URL.
 */
async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await until(
    async () =>
      canonicalNames(
        await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null),
        path,
      ),
    'the client-side navigation to render the page',
    { timeoutMs: CLIENT_NAVIGATION_TIMEOUT_MS, intervalMs: 25 },
  );
}

/** Visits every page with three tabs in one browser context set up with the look; returns the failures. */
export async function crawl(site: ServedSite, look: Look): Promise<string[]> {
  // As a reader sees it: HeadlessChrome counts as a bot, and bots get no ad (the build points the ad
  // slot at the fakes under /__fakes/ads/, so every docs page loads its ad script and JSON).
  // Without the service worker: the crawl checks pages, the worker has its own suite
  // (service-worker.test.ts). With it, every first visit made the worker fetch the page's files a second
  // time, and one page in a CI run never hydrated while its chunks waited on the busy worker.
  const context = await newContext(site.browser, {
    userAgent: readerUserAgent(site.browser),
    serviceWorkers: 'block',
    ...(look.phone ? PHONE_VIEWPORT : {}),
  });
  await context.addInitScript(storeLook, lookPreferences(look));
  const failures: string[] = [];
  const pages = onlyFocusedPages(pagesOfLook(builtPagePaths(), look));
  const queue = look.part ? partOf(pages, look.part.index, look.part.count) : pages;
  const worker = async (): Promise<void> => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    let tab: TabState = NEW_TAB;
    const visit = async (next: string): Promise<void> => {
      problems.consoleErrors.length = 0;
      problems.pageErrors.length = 0;
      const arrival = arrivalFor(look.navigation, tab, next);
      if (arrival === 'load') {
        const response = await page.goto(site.origin + next, { waitUntil: 'load' });
        if (response?.status() !== 200) failures.push(`${next}: status ${response?.status()}`);
        await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      } else {
        await navigateClientSide(page, next);
      }
      // The look is in place: Docusaurus's mode, and the right-to-left styles once they have loaded.
      await page.waitForFunction(
        ({ mode, direction }) =>
          document.documentElement.dataset.theme === mode &&
          document.body.classList.contains(`mode-${mode}`) &&
          (direction === 'ltr' || document.querySelector('style[data-emotion^="muirtl"]') !== null),
        look,
      );
      // Demos far down a page reached client-side are drawn just after its first frame: checked drawn.
      await page.waitForFunction(() => document.querySelector('[data-demo-pending]') === null);
      await page.waitForTimeout(100);
      const title = await page.title();
      if (!title.trim()) failures.push(`${next}: empty title`);
      if ((await page.evaluate(() => document.documentElement.dir)) !== look.direction)
        failures.push(`${next}: dir is not ${look.direction}`);
      if (look.phone) {
        const width = await page.evaluate(() => ({
          content: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        if (width.content > width.viewport)
          failures.push(
            `${next}: scrolls sideways on a phone (${width.content} px of content in ${width.viewport} px)`,
          );
      }
      for (const error of [...problems.consoleErrors, ...problems.pageErrors]) failures.push(`${next}: ${error}`);
      // A full load is checked whole; a page reached client-side, in its own content (see the top).
      const scope: AxeScope = arrival === 'load' ? 'document' : 'content';
      for (const violation of await seriousAxeViolations(page, scope)) failures.push(`${next}: axe ${violation}`);
    };
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      // A page that never hydrates (or times out otherwise) is reported by name, and the crawl goes on
      // from a full load.
      const succeeded = await visit(next).then(
        () => true,
        (error: Error) => {
          failures.push(`${next}: ${error.message.split('\n')[0]}`);
          return false;
        },
      );
      tab = afterVisit(tab, next, succeeded);
    }
    await page.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  await context.close();
  return failures;
}

/**
 * One look's crawl as a test file of its own (crawl.test.ts and its two parts, crawl-dark-rtl.test.ts, crawl-phone.test.ts):
 * each takes a few minutes, and the runner's per-file time limit applies to each look apart.
 */
export function describeCrawl(look: Look): void {
  const name = look.part ? `${look.name}, part ${look.part.index + 1} of ${look.part.count}` : look.name;
  describe(`every built page (${name})`, () => {
    const site = useServedSite();
    it(`answers 200 with a title, a clean console and no serious axe violation in Chromium (${name})`, async () => {
      assert.deepEqual(await crawl(site, look), []);
    });
  });
}
