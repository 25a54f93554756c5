/**
 * The ad slot of docs pages in the built site. The build is pointed at the fake ad script and ad
 * JSON under `/__fakes/ads/` (scripts/test-all.mjs); here every request under that prefix is
 * forwarded to a local fake ad service (test/fakes/adServer.ts) whose modes the tests set, or
 * blocked as an ad blocker would. Headless Chromium calls itself HeadlessChrome, which is a bot to
 * the slot, so the pages are opened with a reader's user agent unless a test wants a bot.
 * Playwright's page clock steps over the 500 ms polls instead of waiting for them.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { BrowserContext, Page } from 'playwright-core';
import { ADS, STORAGE_KEYS } from '../../src/data/constants';
import { newContext, readerUserAgent, watchProblems, type PageProblems } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { BUILD_DIR, builtHtmlFiles } from '../support/site';
import { useServedSite } from '../support/suite';
import { FAKE_ADS_PREFIX } from '../support/fakeAssets';
import {
  MALICIOUS_FIELDS,
  startAdServer,
  type AdJsonMode,
  type AdScriptMode,
  type FakeAdServer,
} from '../fakes/adServer';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SLOT_NAMES = ['Advertisement', '广告'];
const PAGE = '/x/introduction/licensing';
/** The fallback the draw 0.5 gives: not the notice (0.5 >= 0.2), in-house ad floor(0.5 * 6) = 3. */
const DESIGN_KIT = /Design kit/;
const FALLBACK_AT_MS = (ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs;
/** How far the paused page clock moves at a time while the page hydrates. */
const HYDRATION_STEP_MS = 10;
/** How far the clock moves at a time while the JSON endpoint is retried. */
const RETRY_STEP_MS = 50;
/** A margin for the time that passed between the slot's start and the end of hydration. */
const MARGIN_MS = 5 * HYDRATION_STEP_MS;

interface Look {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

interface OpenOptions {
  json?: AdJsonMode | 'blocked';
  script?: AdScriptMode | 'blocked';
  bot?: boolean;
  /** Fixes Math.random (the fallback draw and the analytics sampling). */
  random?: number;
  clock?: boolean;
  look?: Look;
  viewport?: { width: number; height: number };
}

type GtagCall = [string, string?, Record<string, unknown>?];

describe('the ad slot of docs pages', () => {
  const site = useServedSite();
  let fake: FakeAdServer;
  let context: BrowserContext | undefined;
  let page: Page;
  let problems: PageProblems;

  before(async () => {
    fake = await startAdServer();
  });
  after(async () => {
    await fake.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  const open = async (
    pathname: string,
    { json = 'empty', script = 'silent', bot = false, random, clock = false, look, viewport }: OpenOptions = {},
  ): Promise<void> => {
    fake.requests.length = 0;
    if (json !== 'blocked') fake.jsonMode = json;
    if (script !== 'blocked') fake.scriptMode = script;
    // No service worker: here the fake ad services share the site's origin, so the worker would fetch
    // the files the page loaded before it took control (pixels included) a second time. In production
    // the ad hosts are other origins, which the worker never touches.
    context = await newContext(site.browser, {
      userAgent: bot ? GOOGLEBOT : readerUserAgent(site.browser),
      serviceWorkers: 'block',
      ...(viewport ? { viewport } : {}),
    });
    if (look) {
      await context.addInitScript(
        ({ look: { mode, direction }, keys }) => {
          window.localStorage.setItem(keys.mode, mode);
          window.localStorage.setItem(keys.display, JSON.stringify({ direction }));
        },
        { look, keys: STORAGE_KEYS },
      );
    }
    if (random !== undefined) await context.addInitScript((value) => (Math.random = () => value), random);
    const asked = new Set<string>();
    let bothAsked = (): void => undefined;
    const askedBoth = new Promise<void>((resolve) => (bothAsked = resolve));
    await context.route(
      (url) => url.pathname.startsWith(FAKE_ADS_PREFIX),
      async (route) => {
        const url = new URL(route.request().url());
        const name = url.pathname.slice(FAKE_ADS_PREFIX.length);
        asked.add(name);
        if (asked.has('carbon.js') && asked.has('ads.json')) bothAsked();
        if ((name === 'carbon.js' && script === 'blocked') || (name === 'ads.json' && json === 'blocked')) {
          await route.abort('blockedbyclient');
          return;
        }
        try {
          await route.fulfill({ response: await route.fetch({ url: `${fake.origin}/${name}${url.search}` }) });
        } catch {
          // The page or the fake went away with a request in flight (the hanging endpoint).
          await route.abort('connectionrefused').catch(() => undefined);
        }
      },
    );
    page = await context.newPage();
    problems = watchProblems(page);
    if (clock) {
      // Time stands still from the start: only run() moves it, so every poll happens when the test says.
      // (The pause is set a minute ahead: the installed clock runs until it is paused, and on a busy
      // machine more than a moment passes between the two calls; pausing in its past throws.)
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 60_000);
    }
    await page.goto(site.origin + pathname);
    if (clock) {
      // Hydration itself waits for some timers: the clock moves in steps of HYDRATION_STEP_MS until
      // it is done, so the slot (mounted in the same commit) has seen at most a step or two of time.
      for (let steps = 0; !(await hydrated()); steps += 1) {
        assert.ok(steps < 1000, 'the page hydrates');
        await page.clock.runFor(HYDRATION_STEP_MS);
      }
    } else {
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    }
    if (!bot) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([askedBoth, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
      assert.ok(
        asked.has('carbon.js') && asked.has('ads.json'),
        'the slot asks for the fake ad script and JSON: a build for the browser suite needs PORTAL_AD_SCRIPT_URL=/__fakes/ads/carbon.js PORTAL_AD_JSON_URL=/__fakes/ads/ads.json (see scripts/test-all.mjs)',
      );
    }
  };

  const hydrated = () => page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true');
  const slot = () => page.getByRole('region', { name: /^(Advertisement|广告)$/ });
  /** Lets React finish what the last timers scheduled (its scheduler posts messages; this one comes after). */
  const settle = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  const run = async (ms: number): Promise<void> => {
    await page.clock.runFor(ms);
    await settle();
  };
  const adEvents = async (): Promise<Array<[unknown, unknown]>> =>
    (await page.evaluate(() => (window as unknown as { __gtagCalls?: GtagCall[] }).__gtagCalls ?? []))
      .filter((call) => call[0] === 'event' && call[1] === 'ad')
      .map((call) => [call[2]?.event_action, call[2]?.event_label]);
  const waitForAdEvent = (action: string, label: string) =>
    page.waitForFunction(
      ({ action, label }) =>
        ((window as unknown as { __gtagCalls?: GtagCall[] }).__gtagCalls ?? []).some(
          (call) =>
            call[0] === 'event' &&
            call[1] === 'ad' &&
            call[2]?.event_action === action &&
            call[2]?.event_label === label,
        ),
      { action, label },
    );
  /** Problems other than the browser's own line for a failed or blocked request. */
  const unexpectedProblems = () => [
    ...problems.pageErrors,
    ...problems.consoleErrors.filter((line) => !/^Failed to load resource: /.test(line)),
  ];

  it('is in the server HTML of every docs page of both languages, once, right after the lead paragraph, empty', () => {
    const docs = builtHtmlFiles().flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return html.includes('theme-doc-markdown')
        ? [{ file: path.relative(BUILD_DIR, file), $: cheerio.load(html) }]
        : [];
    });
    assert.ok(
      docs.length > 20 && docs.some(({ file }) => file.startsWith('zh/')),
      `docs pages of both languages (${docs.length})`,
    );
    const problemsFound: string[] = [];
    for (const { file, $ } of docs) {
      const slots = $('section').filter((_index, element) => SLOT_NAMES.includes($(element).attr('aria-label') ?? ''));
      if (slots.length !== 1) {
        problemsFound.push(`${file}: ${slots.length} slots`);
        continue;
      }
      const lead = $('.theme-doc-markdown > p').first();
      if (lead.length === 0 || !slots.prev().is(lead))
        problemsFound.push(`${file}: the slot does not follow the lead paragraph`);
      if (slots.text().trim() !== '' || slots.find('script, img, a').length > 0)
        problemsFound.push(`${file}: the server-rendered slot is not empty`);
    }
    assert.deepEqual(problemsFound, []);
  });

  it('shows the ad the script puts in the slot, and reports its display (sampled in) and a click', async () => {
    await open(PAGE, { script: 'fill', json: 'empty', random: 0.05 });
    const link = slot().getByRole('link', { name: /^Lumen Analytics/ });
    await link.waitFor();
    assert.equal(await link.getAttribute('rel'), 'noopener sponsored');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(fake.count('/carbon.js'), 1);
    await waitForAdEvent('display', 'carbon-doc-top');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.close();
    await waitForAdEvent('click', 'carbon-doc-top');
    assert.deepEqual(await adEvents(), [
      ['display', 'carbon-doc-top'],
      ['click', 'carbon-doc-top'],
    ]);
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('renders the JSON ad itself: text, picture, sponsored link, impression pixels with the timestamp, hidden from assistive technology', async () => {
    await open(PAGE, { script: 'silent', json: 'ok' });
    const link = slot().getByRole('link', { name: /^Northwind Deploy — Preview deployments for every pull request/ });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), `${site.origin}${FAKE_ADS_PREFIX}click?ad=json`);
    assert.equal(await link.getAttribute('rel'), 'noopener sponsored');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.match(await link.innerText(), /ad by Carbon/);
    assert.equal(
      await link.evaluate((element) => getComputedStyle(element).textDecorationLine),
      'none',
      'a card, not an underlined link',
    );
    assert.equal(await slot().getByText('Second in line').count(), 0, 'only the first usable entry');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('section img')).every((image) => (image as HTMLImageElement).complete),
    );
    assert.deepEqual(
      fake.requests
        .filter((request) => request.pathname === '/pixel.svg')
        .map((request) => `${request.query.get('kind')} ${request.query.get('ts')}`)
        .sort(),
      ['pixel-a 1718000000', 'pixel-b 1718000000', 'statimp 1718000000'],
    );
    assert.equal(fake.count('/ad-image.svg'), 1);
    assert.equal(await slot().getByRole('img').count(), 0, 'the picture is decorative and the pixels are hidden');
    assert.equal(await slot().locator('img[hidden][alt=""][width="1"][height="1"]').count(), 3);
    assert.equal(await slot().locator('script').count(), 0, 'the script is gone once the JSON ad shows');
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('shows no JSON ad and no error when the endpoint fails (500, garbage, empty list, no statlink, no answer), then the fallback at 3.5 s', async () => {
    for (const json of ['error', 'garbage', 'empty', 'no-statlink', 'hang'] as const) {
      await open(PAGE, { json, script: 'silent', clock: true, random: 0.5 });
      await run(FALLBACK_AT_MS - MARGIN_MS);
      assert.equal((await slot().innerText()).trim(), '', `${json}: nothing before the 7th poll`);
      await run(MARGIN_MS);
      await slot().getByRole('link', { name: DESIGN_KIT }).waitFor();
      // Each retry waits a poll interval (page clock) after the answer before it (real network).
      // The clock moves in small steps so that each answer (real network) is in before the pause after it runs out.
      const requests = json === 'hang' ? 1 : ADS.fetchRetries + 1;
      for (let steps = 0; fake.count('/ads.json') < requests; steps += 1) {
        assert.ok(steps < 200, `${json}: ${fake.count('/ads.json')} requests of the ad JSON, ${requests} expected`);
        await run(RETRY_STEP_MS);
      }
      await run(ADS.pollIntervalMs * ADS.maxPolls);
      assert.equal(fake.count('/ads.json'), requests, `${json}: requests to the ad JSON`);
      assert.deepEqual(await adEvents(), [], `${json}: the display is not sampled in for the draw 0.5`);
      assert.deepEqual(unexpectedProblems(), [], json);
      await context?.close();
      context = undefined;
    }
  });

  it('shows markup from the ad JSON as text: nothing runs, no element is made of it, a javascript: link is skipped', async () => {
    await open(PAGE, { json: 'malicious', script: 'silent' });
    const link = slot().getByRole('link');
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), `${site.origin}${FAKE_ADS_PREFIX}click?ad=malicious`);
    const text = await link.innerText();
    assert.ok(text.includes(MALICIOUS_FIELDS.company), text);
    assert.ok(text.includes(MALICIOUS_FIELDS.description), text);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('section img')).every((image) => (image as HTMLImageElement).complete),
    );
    assert.equal(await slot().locator('script, b, img[src="x"], img[src^="javascript"]').count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as { __adInjected?: string }).__adInjected), undefined);
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('with the script and the JSON blocked, shows the ad-blocker notice (about 1 fallback in 5) at 3.5 s, in Chinese and dark mode, silently', async () => {
    await open(`/zh${PAGE}`, {
      script: 'blocked',
      json: 'blocked',
      clock: true,
      random: 0.05,
      look: { mode: 'dark', direction: 'ltr' },
    });
    await run(FALLBACK_AT_MS - MARGIN_MS);
    assert.equal((await slot().innerText()).trim(), '');
    await run(MARGIN_MS);
    await slot().getByText('广告让这些文档保持免费').waitFor();
    await waitForAdEvent('display', 'in-house-adblock-doc-top');
    await page.clock.resume(); // axe runs on timers
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(unexpectedProblems(), []);
    assert.equal(problems.consoleErrors.length, 2, 'the browser reports the two blocked requests, nothing else');
  });

  it('gives a bot an empty slot and never loads the script or the JSON', async () => {
    await open(PAGE, { bot: true, clock: true, script: 'fill', json: 'ok' });
    await run(ADS.pollIntervalMs * (ADS.maxPolls + 2));
    assert.equal((await slot().innerText()).trim(), '');
    assert.equal(await page.locator('script#_carbonads_js').count(), 0);
    assert.equal(fake.count('/carbon.js') + fake.count('/ads.json'), 0);
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('when a misbehaving ad script breaks the slot, renders nothing there, reports the crash, and the page goes on', async () => {
    await open(PAGE, { script: 'corrupt', json: 'empty', clock: true, random: 0.5 });
    await run(FALLBACK_AT_MS);
    await waitForAdEvent('crash', 'in-house-design-kit-doc-top');
    assert.equal(await slot().evaluate((element) => element.childElementCount), 0, 'the slot is empty');
    assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
    assert.ok(await page.getByRole('heading', { level: 2, name: 'Community plan' }).isVisible());
    // The page still works: the sidebar leads to another page, which gets its own slot.
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Support', exact: true })
      .click();
    await page.waitForURL(`${site.origin}/x/introduction/support`);
    await slot().waitFor({ state: 'attached' });
    assert.deepEqual(problems.pageErrors, []);
    // React reports the error it caught on the console; nothing else may appear.
    assert.ok(
      problems.consoleErrors.length >= 1 &&
        problems.consoleErrors.every((line) => /NotFoundError|insertBefore/.test(line)),
      problems.consoleErrors.join('\n'),
    );
  });

  for (const viewport of [
    { width: 1280, height: 900, minHeight: ADS.minHeightPx },
    { width: 375, height: 800, minHeight: ADS.minHeightSmallPx },
  ]) {
    it(`reserves ${viewport.minHeight} px at ${viewport.width} px wide from the first paint: the ad does not move what follows`, async () => {
      /** The slot's height and the top of the element after it, in page coordinates. */
      const measure = () =>
        slot().evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          nextTop: element.nextElementSibling!.getBoundingClientRect().top + window.scrollY,
          marginTop: getComputedStyle(element).marginTop,
          marginBottom: getComputedStyle(element).marginBottom,
        }));
      const size = { width: viewport.width, height: viewport.height };

      // The first paint: the server's HTML and styles alone.
      const noScript = await site.browser.newContext({
        viewport: size,
        javaScriptEnabled: false,
        userAgent: readerUserAgent(site.browser),
      });
      const staticPage = await noScript.newPage();
      await staticPage.goto(site.origin + PAGE);
      const first = await staticPage.getByRole('region', { name: 'Advertisement' }).evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        nextTop: element.nextElementSibling!.getBoundingClientRect().top + window.scrollY,
      }));
      await noScript.close();

      await open(PAGE, { script: 'fill', json: 'empty', viewport: size });
      await page.evaluate(() => {
        const shifts: Array<{ value: number; nodes: Node[] }> = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources?: Array<{ node?: Node }>;
          }>) {
            shifts.push({
              value: entry.value,
              nodes: (entry.sources ?? []).flatMap((source) => (source.node ? [source.node] : [])),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await slot()
        .getByRole('link', { name: /^Lumen Analytics/ })
        .waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const withAd = await measure();
      assert.equal(first.height, viewport.minHeight);
      assert.equal(withAd.height, viewport.minHeight);
      assert.equal(withAd.nextTop, first.nextTop, 'the content below the slot stays where the first paint put it');
      assert.equal(withAd.marginTop, `${ADS.marginTop * 8}px`);
      assert.equal(withAd.marginBottom, `${ADS.marginBottom * 8}px`);
      const slotShift = await slot().evaluate((element) =>
        (window as unknown as { __shifts: Array<{ value: number; nodes: Node[] }> }).__shifts
          .filter(({ nodes }) =>
            nodes.some(
              (node) =>
                element.contains(node) ||
                (element.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
            ),
          )
          .reduce((sum, { value }) => sum + value, 0),
      );
      assert.equal(slotShift, 0, 'no layout shift in or after the slot');
      assert.deepEqual(unexpectedProblems(), []);
    });
  }

  for (const look of [
    { mode: 'dark', direction: 'ltr' },
    { mode: 'light', direction: 'rtl' },
  ] as const) {
    it(`keeps the ads readable in ${look.mode} mode, ${look.direction} (axe, contrast included)`, async () => {
      await open(PAGE, { script: 'fill', json: 'empty', look });
      await slot()
        .getByRole('link', { name: /^Lumen Analytics/ })
        .waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'the script ad');
      await context?.close();
      await open(PAGE, { script: 'silent', json: 'ok', look });
      await slot()
        .getByRole('link', { name: /^Northwind Deploy/ })
        .waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'the JSON ad');
      assert.deepEqual(unexpectedProblems(), []);
    });
  }
});
