/**
 * Analytics in the built site, against a recording fake gtag: the gtag script request is
 * intercepted and answered with test/fakes/static/gtag.js, which records every gtag command in
 * `window.__gtagCalls`. Needs a build made with a measurement id (scripts/test-all.mjs builds with
 * PORTAL_GTAG_ID=G-TEST and PORTAL_GTAG_SCRIPT_URL=/__fakes/gtag.js).
 */
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, watchProblems, type PageProblems } from '../support/browser';
import { useServedSite } from '../support/suite';
import { WEB_VITALS_SESSION_KEY } from '../../src/modules/analytics/sampling';
import { TITLE_WAIT_MS } from '../../src/modules/analytics/pageView';

const FAKE_GTAG = path.resolve(__dirname, '../fakes/static/gtag.js');
const WEB_VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

type GtagCall = [string, ...unknown[]];
type Params = Record<string, unknown>;

/** gtag.js as the build requests it: `<configured address>?id=<measurement id>`. */
const isGtagScript = (url: URL): boolean => url.searchParams.has('id') && /gtag(\.js|\/js)$/.test(url.pathname);

interface OpenOptions {
  /** Answer the gtag request with the recording fake, or abort it as a blocker would. */
  gtag?: 'fake' | 'blocked';
  /** A web-vitals decision already made for the session. */
  webVitals?: 'sampled' | 'unsampled';
}

describe('analytics', () => {
  const site = useServedSite();
  let context: BrowserContext | undefined;
  let page: Page;
  let problems: PageProblems;
  let gtagRequests: URL[];

  const open = async (pathname: string, { gtag = 'fake', webVitals }: OpenOptions = {}): Promise<void> => {
    // No service worker: its own fetch of gtag.js would show as a second request to the route.
    context = await newContext(site.browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
      serviceWorkers: 'block',
    });
    if (webVitals) {
      await context.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), {
        key: WEB_VITALS_SESSION_KEY,
        value: webVitals,
      });
    }
    gtagRequests = [];
    await context.route(isGtagScript, async (route) => {
      gtagRequests.push(new URL(route.request().url()));
      if (gtag === 'blocked') await route.abort('blockedbyclient');
      else await route.fulfill({ path: FAKE_GTAG, contentType: 'text/javascript; charset=utf-8' });
    });
    page = await context.newPage();
    problems = watchProblems(page);
    await page.goto(site.origin + pathname);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(
      gtagRequests.length,
      1,
      'the page loads gtag.js once; a build without analytics needs PORTAL_GTAG_ID=G-TEST PORTAL_GTAG_SCRIPT_URL=/__fakes/gtag.js (see scripts/test-all.mjs)',
    );
  };
  afterEach(async () => {
    if (context) {
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    }
    await context?.close();
    context = undefined;
  });

  const calls = (): Promise<GtagCall[]> =>
    page.evaluate(() => (window as unknown as { __gtagCalls?: GtagCall[] }).__gtagCalls ?? []);
  const pageViews = async (): Promise<Params[]> =>
    (await calls()).filter((call) => call[0] === 'event' && call[1] === 'page_view').map((call) => call[2] as Params);
  const userProperties = async (): Promise<Params[]> =>
    (await calls())
      .filter((call) => call[0] === 'set' && call[1] === 'user_properties')
      .map((call) => call[2] as Params);
  const events = async (name: string): Promise<Params[]> =>
    (await calls()).filter((call) => call[0] === 'event' && call[1] === name).map((call) => call[2] as Params);
  const waitForPageViews = (count: number) =>
    page.waitForFunction(
      (expected) =>
        ((window as unknown as { __gtagCalls?: unknown[][] }).__gtagCalls ?? []).filter(
          (call) => call[0] === 'event' && call[1] === 'page_view',
        ).length >= expected,
      count,
    );
  /** Waits for a gtag command whose parameters include `expected`. */
  const waitForCall = (command: string, name: string, expected: Params) =>
    page.waitForFunction(
      ({ command, name, expected }) =>
        ((window as unknown as { __gtagCalls?: unknown[][] }).__gtagCalls ?? []).some(
          (call) =>
            call[0] === command &&
            call[1] === name &&
            Object.entries(expected).every(([key, value]) => (call[2] as Record<string, unknown>)?.[key] === value),
        ),
      { command, name, expected },
    );
  const sidebar = (name: string) => page.getByRole('navigation', { name }).first();
  const title = () => page.title();

  it('loads gtag from the configured address, configures it without automatic page views, sets the user properties, then one page view', async () => {
    await open('/x/introduction');
    await waitForPageViews(1);
    const [js, config, set, view] = await calls();
    assert.equal(js?.[0], 'js');
    assert.deepEqual(config, ['config', gtagRequests[0]!.searchParams.get('id'), { send_page_view: false }]);
    assert.equal(gtagRequests[0]!.searchParams.get('id'), 'G-TEST');
    assert.deepEqual(set, [
      'set',
      'user_properties',
      {
        code_variant: 'TS',
        user_language: 'en',
        device_pixel_ratio: 1,
        os: 'Linux',
        color_scheme_os: 'light',
        color_scheme: 'system',
        code_styling: 'system',
      },
    ]);
    assert.deepEqual(view, [
      'event',
      'page_view',
      { page_title: await title(), page_location: '/x/introduction', product_id: 'x', product_category: 'x' },
    ]);

    // A new session decides its web-vitals sampling once and keeps the decision.
    const decision = await page.evaluate((key) => sessionStorage.getItem(key), WEB_VITALS_SESSION_KEY);
    assert.ok(decision === 'sampled' || decision === 'unsampled', `stored decision: ${decision}`);
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), WEB_VITALS_SESSION_KEY), decision);
  });

  it('sends exactly one page view per client-side navigation, with the new title, and none for an anchor on the same page', async () => {
    await open('/x/introduction');
    await waitForPageViews(1);
    const overviewTitle = await title();

    await sidebar('Docs sidebar').getByRole('link', { name: 'Installation', exact: true }).click();
    await page.waitForURL(`${site.origin}/x/introduction/installation`);
    await waitForPageViews(2);
    const installationTitle = await title();
    assert.match(installationTitle, /^Installation\b/);

    await sidebar('Docs sidebar').getByRole('link', { name: 'Licensing', exact: true }).click();
    await page.waitForURL(`${site.origin}/x/introduction/licensing`);
    await waitForPageViews(3);
    const licensingTitle = await title();

    // An anchor on the page: a new hash, the same page. A page view would be sent within TITLE_WAIT_MS.
    await page
      .getByRole('link', { name: /^Direct link to / })
      .first()
      .click();
    await page.waitForURL(/\/x\/introduction\/licensing#./);
    await page.waitForTimeout(TITLE_WAIT_MS + 200);

    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${site.origin}/x/introduction/installation`);
    await waitForPageViews(4);

    assert.deepEqual(await pageViews(), [
      { page_title: overviewTitle, page_location: '/x/introduction', product_id: 'x', product_category: 'x' },
      {
        page_title: installationTitle,
        page_location: '/x/introduction/installation',
        product_id: 'x',
        product_category: 'x',
      },
      {
        page_title: licensingTitle,
        page_location: '/x/introduction/licensing',
        product_id: 'x',
        product_category: 'x',
      },
      {
        page_title: installationTitle,
        page_location: '/x/introduction/installation',
        product_id: 'x',
        product_category: 'x',
      },
    ]);
    assert.equal(new Set([overviewTitle, installationTitle, licensingTitle]).size, 3, 'three different titles');
  });

  it('in Chinese, sends the path without /zh and the Chinese title, on load and after a sidebar click', async () => {
    await open('/zh/x/introduction');
    await waitForPageViews(1);
    const overviewTitle = await title();
    await sidebar('文档侧边栏').getByRole('link', { name: '许可', exact: true }).click();
    await page.waitForURL(`${site.origin}/zh/x/introduction/licensing`);
    await waitForPageViews(2);
    const licensingTitle = await title();
    assert.match(licensingTitle, /许可/);
    assert.deepEqual(await pageViews(), [
      { page_title: overviewTitle, page_location: '/x/introduction', product_id: 'x', product_category: 'x' },
      {
        page_title: licensingTitle,
        page_location: '/x/introduction/licensing',
        product_id: 'x',
        product_category: 'x',
      },
    ]);
    assert.equal((await userProperties())[0]?.user_language, 'zh');
  });

  it('updates the user properties after switching to JavaScript in a demo and to dark mode in the settings, and reports those clicks', async () => {
    await open('/x/react-date-pickers');
    await waitForPageViews(1);
    const demo = page.getByRole('region', { name: 'Demo: PickersOverviewDemo' });
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await waitForCall('set', 'user_properties', { code_variant: 'JS', color_scheme: 'system' });
    await waitForCall('event', 'demo', { event_action: 'variant-js', event_label: 'PickersOverviewDemo' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).first().click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Dark' }).click();
    await waitForCall('set', 'user_properties', { code_variant: 'JS', color_scheme: 'dark' });
    await waitForCall('event', 'settings', { event_action: 'mode', event_label: 'dark' });

    const properties = await userProperties();
    assert.deepEqual(
      properties.map((entry) => [entry.code_variant, entry.color_scheme]),
      [
        ['TS', 'system'],
        ['JS', 'system'],
        ['JS', 'dark'],
      ],
      'sent once at first, then once per change',
    );
    assert.deepEqual(await events('settings'), [
      { event_category: 'settings', event_action: 'open' },
      { event_category: 'settings', event_action: 'mode', event_label: 'dark' },
    ]);
  });

  it('reports the clicks of the demo toolbar (show code, copy, reset) and the product of each page', async () => {
    await open('/x/react-date-pickers');
    await waitForPageViews(1);
    const demo = page.getByRole('region', { name: 'Demo: PickersOverviewDemo' });
    await demo.getByRole('button', { name: 'Show code' }).click();
    await demo.getByRole('button', { name: 'Copy', exact: true }).first().click();
    await demo.getByRole('button', { name: 'Reset demo' }).click();
    await waitForCall('event', 'demo', { event_action: 'reset' });
    assert.deepEqual(
      (await events('demo')).map((event) => [event.event_action, event.event_label]),
      [
        ['show-code', 'PickersOverviewDemo'],
        ['copy', 'PickersOverviewDemo'],
        ['reset', 'PickersOverviewDemo'],
      ],
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Material UI', exact: true })
      .click();
    await page.waitForURL(`${site.origin}/getting-started/installation`);
    await waitForPageViews(2);
    const [pickers, core] = await pageViews();
    assert.deepEqual(
      [pickers?.page_location, pickers?.product_id, pickers?.product_category],
      ['/x/react-date-pickers', 'x-date-pickers', 'x'],
    );
    assert.deepEqual(
      [core?.page_location, core?.product_id, core?.product_category],
      ['/getting-started/installation', 'material-ui', 'core'],
    );
  });

  /** Loads a page, lets it paint, hides it (when the library reports the last metrics) and navigates once more. */
  const livePageLifecycle = async (): Promise<void> => {
    await waitForPageViews(1);
    await page.waitForFunction(
      () => document.readyState === 'complete' && performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    // As when the reader switches tabs (a string: tsx would wrap a named getter in a helper the page lacks).
    await page.evaluate(`
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    `);
    await sidebar('Docs sidebar').getByRole('link', { name: 'Installation', exact: true }).click();
    await waitForPageViews(2);
  };
  const webVitalEvents = async (): Promise<GtagCall[]> =>
    (await calls()).filter((call) => call[0] === 'event' && WEB_VITAL_NAMES.includes(String(call[1])));

  it('reports no web vitals in a session that is not sampled', async () => {
    await open('/x/introduction', { webVitals: 'unsampled' });
    await livePageLifecycle();
    assert.deepEqual(await webVitalEvents(), []);
    assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), WEB_VITALS_SESSION_KEY), 'unsampled');
  });

  it('reports web vitals in a sampled session (decision forced through sessionStorage)', async () => {
    await open('/x/introduction', { webVitals: 'sampled' });
    await livePageLifecycle();
    await page.waitForFunction(
      (names) =>
        names.every((name) =>
          ((window as unknown as { __gtagCalls?: unknown[][] }).__gtagCalls ?? []).some(
            (call) => call[0] === 'event' && call[1] === name,
          ),
        ),
      ['TTFB', 'FCP', 'LCP', 'CLS'],
    );
    for (const call of await webVitalEvents()) {
      const params = call[2] as Params;
      assert.equal(params.event_category, 'Web Vitals');
      assert.equal(typeof params.value, 'number');
      assert.equal(params.non_interaction, true);
    }
  });

  it('with the gtag script blocked, the site works, queues nothing and logs no error of its own', async () => {
    await open('/x/react-date-pickers', { gtag: 'blocked' });
    const demo = page.getByRole('region', { name: 'Demo: PickersOverviewDemo' });
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await page.waitForFunction(() => document.cookie.includes('codeVariant=JS'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Charts', exact: true }).click();
    await page.waitForURL(`${site.origin}/x/react-charts`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

    assert.equal(
      await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length),
      0,
      'the queue is emptied and stays empty',
    );
    assert.equal(await page.evaluate(() => (window as unknown as { __gtagCalls?: unknown }).__gtagCalls), undefined);
    // The browser itself logs the blocked request (as it does for any blocked script): that one line
    // is set aside; anything else fails the test in afterEach.
    const browserLine = (line: string) =>
      /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT\S* @ \S*\/gtag\S*[?&]id=/.test(line);
    assert.equal(problems.consoleErrors.filter(browserLine).length, 1, problems.consoleErrors.join('\n'));
    problems.consoleErrors.splice(
      0,
      problems.consoleErrors.length,
      ...problems.consoleErrors.filter((line) => !browserLine(line)),
    );
  });
});
