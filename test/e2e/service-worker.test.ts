/**
 * The service worker on the built site, served on 127.0.0.1, which the test build names as its docs
 * host (PORTAL_DOCS_HOST=127.0.0.1, set by scripts/test-all.mjs). It registers at /x/sw.js with scope
 * /x/, and not under another host name; a new deploy is taken over with exactly one reload while the
 * page has focus and none without it; visited /x/ pages load, and the X area can be searched, with the
 * network cut; the web app manifest makes the site installable.
 *
 * A new deploy is simulated, not built: the server answers /x/sw.js with the same file whose first
 * line carries another build id. A second `docusaurus build` differs from the first for the browser
 * in exactly that way: the browser tells a new worker from the installed one only by comparing the
 * script's bytes, and every build stamps a new build id on that line (plugins/service-worker/
 * relocate.ts). The pages stay the same, as in a deploy that changed no page; they are read from the
 * network first anyway, so their content plays no part in the update flow.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { newContext, watchProblems } from '../support/browser';
import { useServedSite } from '../support/suite';
import { SERVICE_WORKER_RELOAD_CHECK_MS } from '../../src/data/constants';
import { BUILD_ID, BUILD_ID_GLOBAL } from '../../src/modules/service-worker/worker/messages';
import { openSearchBox, typeQuery } from '../support/searchBox';
import { until as untilHolds } from '../support/until';

/** Waits as the update flow does: checking every SERVICE_WORKER_RELOAD_CHECK_MS. */
const until = (condition: () => boolean | Promise<boolean>, what: string, timeoutMs?: number): Promise<void> =>
  untilHolds(condition, what, { timeoutMs, intervalMs: SERVICE_WORKER_RELOAD_CHECK_MS });

/** Long enough to see a second reload if one were coming: ten reload checks. */
const SETTLE_MS = 10 * SERVICE_WORKER_RELOAD_CHECK_MS;
const BUILD_LINE = new RegExp(`^self\\.${BUILD_ID_GLOBAL}="([^"]*)";`);

let deploy = 0;
let networkCut = false;

const site = useServedSite({
  rewrite: (urlPath, body) => {
    if (deploy === 0 || !/^\/(zh\/)?x\/sw\.js$/.test(urlPath)) return undefined;
    const text = body.toString('utf8');
    assert.match(text, BUILD_LINE, 'x/sw.js starts with its build id');
    return Buffer.from(
      text.replace(BUILD_LINE, (_line, id: string) => `self.${BUILD_ID_GLOBAL}="${id}+deploy-${deploy}";`),
    );
  },
  unreachable: () => networkCut,
});

/** Waits until a worker controls the page (on a first visit, it claims the page once active). */
async function waitForControl(page: Page): Promise<void> {
  await page
    .waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined, null, {
      timeout: 10_000,
    })
    .catch(() => {
      throw new Error(
        'No service worker registered: was build/ made with PORTAL_DOCS_HOST=127.0.0.1 (npm test does it)?',
      );
    });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** How long the controlling worker has to answer a build id question. */
const WORKER_ANSWER_MS = 2_000;

/**
 * The build id of the worker controlling the page, as the worker itself reports it; null when no
 * worker answers in time. While a new worker takes over, a message can reach the old one just as it
 * becomes redundant, and a redundant worker never answers: waiting for it hung a CI run.
 */
function controllerBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    ({ type, answerMs }) =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(null), answerMs);
        channel.port1.onmessage = (event: MessageEvent<{ buildId: string }>) => {
          clearTimeout(timer);
          resolve(event.data.buildId);
        };
        controller.postMessage({ type }, [channel.port2]);
      }),
    { type: BUILD_ID, answerMs: WORKER_ANSWER_MS },
  );
}

/**
 * How long a new worker may take to install and take over on a loaded 2-core machine. Chromium
 * activates a worker told to skip waiting only once the old one has no event in flight (for at most
 * five minutes), so the test first lets the old worker finish its work (settleRequests).
 */
const NEW_WORKER_TIMEOUT_MS = 60_000;

/** How long the context must have started no request for the old worker to count as idle. */
const QUIET_MS = 1_000;

/**
 * Follows the requests of a context, the page's and its service workers' alike: which are still
 * open, and when the last one started. A failed wait names the open ones.
 */
function watchRequests(context: BrowserContext): { readonly open: () => string[]; readonly quietFor: () => number } {
  const open = new Map<Request, string>();
  let lastStart = Date.now();
  context.on('request', (request) => {
    lastStart = Date.now();
    open.set(request, `${request.serviceWorker() ? 'worker' : 'page'} ${request.method()} ${request.url()}`);
  });
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  return { open: () => [...open.values()], quietFor: () => Date.now() - lastStart };
}

/**
 * Waits until the first visit's work is over: every file the page loaded is in the worker's cache
 * (the page hands the worker its list once the worker runs), and no request, the page's prefetches
 * included, has started for QUIET_MS with none left open. Each of those is an event of the worker.
 */
async function settleRequests(page: Page, requests: ReturnType<typeof watchRequests>): Promise<void> {
  await until(async () => {
    const cached = await page.evaluate(async () => {
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
      return (
        await Promise.all([location.pathname, ...files.map((url) => url.href)].map((key) => caches.match(key)))
      ).every(Boolean);
    });
    return cached && requests.open().length === 0 && requests.quietFor() >= QUIET_MS;
  }, "the first visit's requests to finish, every file cached").catch((error: Error) => {
    throw new Error(`${error.message}; open requests: ${JSON.stringify(requests.open())}`);
  });
}

/** The states of the registration's workers, for the message of a failed wait. */
function registrationStates(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.state ?? null,
    };
  });
}

/** Remembers the worker active now, so that newWorkerTookOver can tell its successor from it. */
async function rememberActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    (window as unknown as { __oldWorker?: ServiceWorker | null }).__oldWorker = registration?.active ?? null;
  });
}

/**
 * Whether another worker than the remembered one is active and controls the page, with none left
 * installing or waiting. Read off the registration: it sends the workers no event.
 */
function newWorkerTookOver(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const active = registration?.active ?? null;
    const old = (window as unknown as { __oldWorker?: ServiceWorker | null }).__oldWorker ?? null;
    return (
      active !== null &&
      active !== old &&
      active.state === 'activated' &&
      navigator.serviceWorker.controller === active &&
      registration?.installing === null &&
      registration?.waiting === null
    );
  });
}

/** What the browser does on its own when it checks for a new worker (on navigation, or every day). */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** Counts the loads of the page's document: the first visit, then every reload. */
function countLoads(page: Page): { readonly count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

describe('service worker', () => {
  it('registers /x/sw.js with scope /x/ (and /zh/x/ for Chinese), with the params the plugin worker reads', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${site.origin}/x/introduction`);
    await waitForControl(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    assert.equal(registration.scope, `${site.origin}/x/`);
    const script = new URL(registration.script ?? '');
    assert.equal(script.pathname, '/x/sw.js');
    assert.deepEqual(JSON.parse(script.searchParams.get('params') ?? ''), { offlineMode: true, debug: false });
    assert.match((await controllerBuild(page)) ?? 'no answer', /^\d{4}-\d\d-\d\dT/);
    // The plugin's own file at the root is gone: the worker lives at /x/sw.js only.
    assert.equal((await page.request.get(`${site.origin}/sw.js`)).status(), 404);

    // A page outside /x/ shares the registration but is not controlled by it.
    await page.goto(`${site.origin}/getting-started/usage`);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller === null), true);

    await page.goto(`${site.origin}/zh/x/introduction`);
    await waitForControl(page);
    assert.equal(
      await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.split('?')[0]),
      `${site.origin}/zh/x/sw.js`,
    );
    assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], []);
    await context.close();
  });

  it('does not register on another host name', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    // The same server under the name localhost: not the docs host of the test build.
    await page.goto(`${site.origin.replace('127.0.0.1', 'localhost')}/x/introduction`, { waitUntil: 'load' });
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForTimeout(SETTLE_MS);
    assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    assert.deepEqual([...problems.consoleErrors, ...problems.pageErrors], []);
    await context.close();
  });

  it('takes over a new deploy with skip-waiting and exactly one reload of the focused page', async () => {
    deploy = 0;
    const context = await newContext(site.browser);
    const requests = watchRequests(context);
    const page = await context.newPage();
    const loads = countLoads(page);
    await page.goto(`${site.origin}/x/introduction`);
    await waitForControl(page);
    const before = await controllerBuild(page);
    assert.ok(before, 'the worker answers with its build id');
    await settleRequests(page, requests);

    deploy = 1;
    await checkForUpdate(page);
    await until(() => loads.count === 2, 'the reload', NEW_WORKER_TIMEOUT_MS);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(await controllerBuild(page), `${before}+deploy-1`);
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(loads.count, 2, 'one reload, no loop');
    await context.close();
    deploy = 0;
  });

  it('does not reload a page without focus, and reloads it once when it gets focus', async () => {
    deploy = 0;
    const context = await newContext(site.browser);
    // Headless Chromium gives every page focus, and real background tabs are throttled in ways that
    // made this test hang; the tab's focus is therefore set by the test through document.hasFocus(),
    // which is exactly what the update flow reads every 100 ms.
    await context.addInitScript(() => {
      const focus = window as unknown as { __testFocus?: boolean };
      Document.prototype.hasFocus = () => focus.__testFocus !== false;
    });
    const requests = watchRequests(context);
    const page = await context.newPage();
    const loads = countLoads(page);
    await page.goto(`${site.origin}/x/introduction`);
    await waitForControl(page);
    const before = await controllerBuild(page);
    assert.ok(before, 'the worker answers with its build id');
    await settleRequests(page, requests);
    await page.evaluate(() => {
      (window as unknown as { __testFocus?: boolean }).__testFocus = false;
    });
    assert.equal(await page.evaluate(() => document.hasFocus()), false, 'the docs tab is in the background');

    await rememberActiveWorker(page);
    deploy = 2;
    await checkForUpdate(page);
    // Watched through the registration, not by asking the worker: Chromium activates a worker told to
    // skip waiting only once the old one has no event in flight, and asking the old one its build id
    // every 100 ms kept it busy enough under CI load to hold the new worker waiting for 30 s.
    await until(() => newWorkerTookOver(page), 'the new worker', NEW_WORKER_TIMEOUT_MS).catch(async (error: Error) => {
      throw new Error(
        `${error.message}; registration: ${JSON.stringify(await registrationStates(page))}; open requests: ${JSON.stringify(requests.open())}`,
      );
    });
    assert.equal(await controllerBuild(page), `${before}+deploy-2`);
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(loads.count, 1, 'no reload while the tab has no focus');

    await page.evaluate(() => {
      (window as unknown as { __testFocus?: boolean }).__testFocus = true;
    });
    await until(() => loads.count === 2, 'the reload on focus');
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(loads.count, 2, 'exactly one reload');
    await context.close();
    deploy = 0;
  });

  it('loads visited /x/ pages with their assets with the network cut', async () => {
    const context: BrowserContext = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${site.origin}/x/introduction`);
    await waitForControl(page);
    // A second page, reached by a client-side navigation.
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Licensing', exact: true })
      .click();
    await page.waitForURL(`${site.origin}/x/introduction/licensing`);
    await until(
      () =>
        page.evaluate(
          async (pages) => (await Promise.all(pages.map((path) => caches.match(path)))).every(Boolean),
          ['/x/introduction', '/x/introduction/licensing'],
        ),
      'both pages in the cache',
    );

    await context.setOffline(true);
    networkCut = true;
    try {
      for (const [path, title] of [
        ['/x/introduction/licensing', 'Licensing'],
        ['/x/introduction', 'MUI X overview'],
      ] as const) {
        const response = await page.goto(`${site.origin}${path}`);
        assert.equal(response?.status(), 200, path);
        await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), title);
      }
      // Styles and scripts came from the cache: the page is styled and its client-side links work.
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).fontFamily), '');
      await page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: 'Licensing', exact: true })
        .click();
      await page.waitForURL(`${site.origin}/x/introduction/licensing`);
      await page.getByRole('heading', { level: 1, name: 'Licensing', exact: true }).waitFor();

      // The settings drawer's code was never fetched online: the gear cannot open it offline, and the
      // page stays (a failed chunk used to take the page down). Back online, the same gear opens it.
      const gear = page.getByRole('button', { name: 'Settings' });
      await gear.click();
      await until(async () => (await gear.getAttribute('aria-expanded')) === 'false', 'the gear to close again');
      await page.getByRole('heading', { level: 1, name: 'Licensing', exact: true }).waitFor();
      networkCut = false;
      await context.setOffline(false);
      await gear.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await context.setOffline(true);
      networkCut = true;

      // A page never visited is not there: the network really is cut.
      await assert.rejects(page.goto(`${site.origin}/x/introduction/roadmap`));
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      networkCut = false;
      await context.setOffline(false);
      await context.close();
    }
  });

  it('searches the X area with the network cut, once the reader has searched there online', async () => {
    const context: BrowserContext = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const searchFor = async (query: string): Promise<string[]> => {
      await openSearchBox(page, 'en');
      return typeQuery(page, query);
    };
    // The reader has read both pages online (offline reading covers visited pages), then searched.
    await page.goto(`${site.origin}/x/introduction/licensing`);
    await waitForControl(page);
    await page.goto(`${site.origin}/x/introduction`);
    await until(
      () =>
        page.evaluate(
          async (pages) => (await Promise.all(pages.map((path) => caches.match(path)))).every(Boolean),
          ['/x/introduction', '/x/introduction/licensing'],
        ),
      'both pages in the cache',
    );
    await searchFor('license key');
    // The first search asks the worker to cache the language's whole search bundle (pagefind/offline.json).
    await until(
      () =>
        page.evaluate(async () => {
          const list = (await (await fetch('/pagefind/offline.json')).json()) as { files: string[] };
          const cached = await Promise.all(list.files.map((file) => caches.match(`/pagefind/${file}`)));
          return list.files.length > 0 && cached.every(Boolean);
        }),
      'the whole search bundle in the cache',
    );
    // The search box's own code is in the page's scripts: wait until the page has stopped fetching
    // scripts and every one of them is cached.
    let scriptsSeen = -1;
    await until(async () => {
      const { count, cached } = await page.evaluate(async () => {
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/js/'));
        return {
          count: scripts.length,
          cached: (await Promise.all(scripts.map((url) => caches.match(url)))).every(Boolean),
        };
      });
      const settled = count === scriptsSeen && cached;
      scriptsSeen = count;
      if (!settled) await page.waitForTimeout(300);
      return settled;
    }, 'every script the search fetched in the cache');

    await context.setOffline(true);
    networkCut = true;
    try {
      await page.goto(`${site.origin}/x/introduction`);
      const results = await searchFor('license key');
      const index = results.slice(0, 3).findIndex((text) => /Licensing/.test(text));
      assert.ok(index >= 0, `offline results: ${JSON.stringify(results.slice(0, 3))}`);
      for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/x/introduction/licensing'));
      // The URL changes before the page renders: wait for its heading.
      await page.getByRole('heading', { level: 1, name: 'Licensing' }).waitFor();
      // The terms are highlighted there, by Pagefind's highlighter cached with the bundle.
      const marks = page.locator('article mark');
      await marks.first().waitFor();
      // The button that clears them is there too: none of the page's code is missing offline (a lazily
      // loaded chunk the reader never fetched online failed to load and took the page down).
      await page.getByRole('button', { name: 'Clear search highlight' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Licensing' }).waitFor();
      assert.match((await marks.allTextContents()).join(' ').toLowerCase(), /licen[sc]e|key/);
      assert.deepEqual(problems.pageErrors, []);
    } finally {
      networkCut = false;
      await context.setOffline(false);
      await context.close();
    }
  });

  it('has a valid web app manifest with reachable icons, and Chromium finds the site installable', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    for (const [base, name, lang] of [
      ['/', 'MUI X Docs', 'en'],
      ['/zh/', 'MUI X 文档', 'zh-CN'],
    ] as const) {
      await page.goto(`${site.origin}${base}x/introduction`);
      await waitForControl(page);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      assert.equal(href, `${base}manifest.json`);
      const session = await context.newCDPSession(page);
      const { errors, data } = (await session.send('Page.getAppManifest')) as {
        errors: Array<{ message: string }>;
        data?: string;
      };
      assert.deepEqual(errors, [], 'Chromium parses the manifest without errors');
      const manifest = JSON.parse(data ?? '{}') as {
        name: string;
        short_name: string;
        lang: string;
        start_url: string;
        display: string;
        icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
      };
      assert.equal(manifest.name, name);
      assert.equal(manifest.lang, lang);
      assert.ok(manifest.short_name);
      assert.equal(manifest.display, 'standalone');
      assert.ok(manifest.start_url.startsWith(`${base}x/`), 'the app starts inside the worker scope');
      assert.equal((await page.request.get(`${site.origin}${manifest.start_url}`)).status(), 200);
      const sizes = new Set<string>();
      for (const icon of manifest.icons) {
        const response = await page.request.get(`${site.origin}${icon.src}`);
        assert.equal(response.status(), 200, icon.src);
        assert.equal(response.headers()['content-type'], icon.type);
        const png = PNG.sync.read(await response.body());
        assert.equal(`${png.width}x${png.height}`, icon.sizes, icon.src);
        sizes.add(icon.sizes);
      }
      assert.ok(sizes.has('192x192') && sizes.has('512x512'), 'icons of 192 and 512 px');
      // Chromium's own installability check; test contexts are incognito, which alone blocks installing.
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      assert.deepEqual(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
        [],
      );
      await session.detach();
    }
    await context.close();
  });
});
