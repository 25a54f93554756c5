import { afterEach } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, watchProblems, type PageProblems } from './browser';
import type { ServedSite } from './suite';

type ContextOptions = Parameters<typeof newContext>[1];

export interface ReaderPage {
  /** The page of the last `open`. */
  readonly page: Page;
  readonly context: BrowserContext;
  /** What the page logged so far; a test that provokes errors on purpose clears them. */
  readonly problems: PageProblems;
  /**
   * Opens a path of the served site in a fresh browser context (a new reader: no cookies, no
   * storage) and waits for hydration. The page opened before, if any, must have stayed clean.
   */
  open(path: string, options?: ContextOptions): Promise<Page>;
  /** Opens a path like `open` and returns the region of one of its demos (`Demo: <name>`) once it is visible. */
  openDemo(path: string, name: string): Promise<Locator>;
}

/**
 * For a browser test file: a reader's page per test. After each test (and before each new `open`)
 * the page must have logged no console error and thrown no uncaught exception.
 */
export function useReaderPage(site: ServedSite, defaults: ContextOptions = {}): ReaderPage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: PageProblems | undefined;

  const closeChecked = async (): Promise<void> => {
    const seen = problems ? [...problems.pageErrors, ...problems.consoleErrors] : [];
    await context?.close();
    context = undefined;
    page = undefined;
    problems = undefined;
    assert.deepEqual(seen, [], 'the page stays free of console errors and uncaught exceptions');
  };
  afterEach(closeChecked);

  return {
    get page() {
      if (!page) throw new Error('open() a page first');
      return page;
    },
    get context() {
      if (!context) throw new Error('open() a page first');
      return context;
    },
    get problems() {
      if (!problems) throw new Error('open() a page first');
      return problems;
    },
    async open(path, options = {}) {
      if (context) await closeChecked();
      context = await newContext(site.browser, { ...defaults, ...options });
      page = await context.newPage();
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
