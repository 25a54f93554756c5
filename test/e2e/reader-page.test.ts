/**
 * The suite's readers (test/support/readerPage.ts) keep their page between the tests of a file: each
 * new reader must still find nothing of the last one (storage, cookies, service worker, routes,
 * listeners, viewport, color scheme), and a test that read the context gets a new one after it.
 * These tests run in order and hand what they saw to the next through `seen`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

const PAGE = '/x/introduction';
const OTHER = '/x/introduction/licensing';
const MARK = 'left-by-the-last-reader';

/** What a page holds of a reader, read from inside it. */
async function leftovers(page: Page) {
  return page.evaluate(async (mark) => {
    const databases = (await indexedDB.databases()).map((database) => database.name);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      local: localStorage.getItem(mark),
      session: sessionStorage.getItem(mark),
      cookie: document.cookie.includes(mark),
      database: databases.includes(mark),
      cache: await caches.has(mark),
      servedByWorker: navigation.workerStart > 0,
      width: window.innerWidth,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
    };
  }, MARK);
}

describe('readers that share a page', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  const seen: { page?: Page; requests: string[] } = { requests: [] };

  it('a reader leaves storage, a cookie, a database, a cache, a service worker, a route, a listener and page settings', async () => {
    const page = await reader.open(PAGE);
    seen.page = page;
    await page.evaluate(async (mark) => {
      localStorage.setItem(mark, '1');
      sessionStorage.setItem(mark, '1');
      document.cookie = `${mark}=1; path=/`;
      await new Promise((resolve, reject) => {
        const request = indexedDB.open(mark);
        request.onsuccess = () => {
          request.result.close();
          resolve(undefined);
        };
        request.onerror = () => reject(request.error);
      });
      await (await caches.open(mark)).put('/x/introduction', new Response('kept'));
      await navigator.serviceWorker.ready;
    }, MARK);
    // A load under the worker that the page registered: the next reader must not be served by it.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.route('**/*', (route) => route.abort());
    page.on('request', (request) => seen.requests.push(request.url()));
    await page.setViewportSize({ width: 500, height: 700 });
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.deepEqual(
      await leftovers(page),
      {
        local: '1',
        session: '1',
        cookie: true,
        database: true,
        cache: true,
        servedByWorker: true,
        width: 500,
        dark: true,
      },
      'the first reader holds what it left',
    );
  });

  it('the next reader gets the same page with none of it', async () => {
    const before = seen.requests.length;
    const page = await reader.open(OTHER);
    assert.equal(page, seen.page, 'the page was kept, not made again');
    assert.equal(seen.requests.length, before, "the last test's listener is off");
    assert.deepEqual(await leftovers(page), {
      local: null,
      session: null,
      cookie: false,
      database: false,
      cache: false,
      servedByWorker: false,
      width: 1280,
      dark: false,
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('a reader that reads the context hands the next reader a new one', async () => {
    await reader.open(PAGE);
    assert.ok(reader.context.pages().includes(reader.page));
    seen.page = reader.page;
  });

  it('after a test that read the context, the page is new', async () => {
    const page = await reader.open(PAGE);
    assert.notEqual(page, seen.page);
    seen.page = page;
  });

  it('a reader that asks for another context option gets a new context; a viewport alone does not', async () => {
    const first = await reader.open(PAGE, { viewport: { width: 390, height: 844 } });
    assert.equal(first, seen.page, 'a viewport is given to the kept page');
    assert.equal(await first.evaluate(() => window.innerWidth), 390);
    const second = await reader.open(PAGE, { locale: 'zh-CN' });
    assert.notEqual(second, first);
    assert.equal(await second.evaluate(() => navigator.language), 'zh-CN');
  });

  it('a reader that brings stored state finds it, in a context of its own', async () => {
    const kept = await reader.open(PAGE);
    const page = await reader.open(PAGE, {
      storageState: {
        cookies: [],
        origins: [{ origin: site.origin, localStorage: [{ name: MARK, value: 'stored' }] }],
      },
    });
    assert.notEqual(page, kept);
    assert.equal(await page.evaluate((mark) => localStorage.getItem(mark), MARK), 'stored');
  });
});
