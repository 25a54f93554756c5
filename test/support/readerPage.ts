import { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, watchProblems, type ContextOptions, type PageProblems } from './browser';
import { canShare, contextKeyOf, listenersOf, pageSettingsOf, resetReader, type KeptListeners } from './readerReset';
import type { ServedSite } from './suite';

export interface ReaderPage {
  /** The page of the last `open`. */
  readonly page: Page;
  /**
   * The browser context of the last `open`. A test that reads it may change it (routes, cookies,
   * pages, init scripts), so the next `open` starts a new context.
   */
  readonly context: BrowserContext;
  /** What the page logged so far; a test that provokes errors on purpose clears them. */
  readonly problems: PageProblems;
  /**
   * Opens a path of the served site as a new reader (no cookies, no storage, no service worker) and
   * waits for hydration. The page opened before, if any, must have stayed clean.
   */
  open(path: string, options?: ContextOptions): Promise<Page>;
  /** Opens a path like `open` and returns the region of one of its demos (`Demo: <name>`) once it is visible. */
  openDemo(path: string, name: string): Promise<Locator>;
}

/**
 * `PORTAL_FRESH_READERS=1` gives every `open` a new browser context, as the suite did before readers
 * kept their page (for comparing, or for finding a test that leaves something behind).
 */
const alwaysFresh = process.env.PORTAL_FRESH_READERS === '1';

/**
 * For a browser test file: a reader's page per test. After each test (and before each new `open`)
 * the page must have logged no console error and thrown no uncaught exception.
 *
 * Readers of one file share a browser context and its page while their context options are the same
 * (`contextKeyOf`): each `open` wipes what the last test left (`resetReader`) and goes to the path.
 * Starting a page is a Chromium renderer process, about half a second on this machine, and each test
 * paid it (notes/testing.md).
 */
export function useReaderPage(site: ServedSite, defaults: ContextOptions = {}): ReaderPage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: PageProblems | undefined;
  let contextKey: string | undefined;
  let kept: KeptListeners = new Map();
  /** False once a test has read the context: the next `open` does not reuse it. */
  let reusable = false;

  const checkProblems = (): void => {
    const seen = problems ? [...problems.pageErrors, ...problems.consoleErrors] : [];
    problems = undefined;
    assert.deepEqual(seen, [], 'the page stays free of console errors and uncaught exceptions');
  };
  const closeContext = async (): Promise<void> => {
    const closing = context;
    context = undefined;
    page = undefined;
    contextKey = undefined;
    await closing?.close().catch(() => undefined);
  };
  afterEach(checkProblems);
  after(closeContext);

  /** The kept page made ready for a new reader, or undefined when it cannot be (a new context is made). */
  const reuse = async (key: string, options: ContextOptions): Promise<Page | undefined> => {
    if (alwaysFresh || !canShare(options) || !reusable || !context || !page || page.isClosed() || key !== contextKey)
      return undefined;
    try {
      await resetReader(context, page, site.origin, kept, pageSettingsOf(options));
      return page;
    } catch {
      return undefined;
    }
  };

  return {
    get page() {
      if (!page) throw new Error('open() a page first');
      return page;
    },
    get context() {
      if (!context) throw new Error('open() a page first');
      reusable = false;
      return context;
    },
    get problems() {
      if (!problems) throw new Error('open() a page first');
      return problems;
    },
    async open(path, options = {}) {
      if (problems) checkProblems();
      const merged = { ...defaults, ...options };
      const key = contextKeyOf(merged);
      const ready = await reuse(key, merged);
      if (ready) {
        page = ready;
      } else {
        await closeContext();
        context = await newContext(site.browser, merged);
        page = await context.newPage();
        contextKey = key;
        kept = listenersOf(page);
      }
      reusable = true;
      problems = watchProblems(page);
      await page.goto(site.origin + path);
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      return page;
    },
    async openDemo(path, name) {
      const demo = (await this.open(path)).getByRole('region', { name: `Demo: ${name}` });
      await demo.waitFor();
      return demo;
    },
  };
}
