import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from '../../test/support/browser';

/**
 * tsx compiles this code with esbuild's keepNames, which wraps named functions in `__name(...)`;
 * functions Playwright sends to the page carry those calls, so the page gets a no-op `__name`.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** A fresh context (no cache, no storage) and page for one measurement. */
export async function openBenchPage(
  browser: Browser,
  options: Parameters<typeof newContext>[1] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  return { context, page };
}

/** Loads a page and waits until React has hydrated it and the network has been quiet for 500 ms. */
export async function loadHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Waits until the browser has an idle moment (at most 1 s), so the next sample does not overlap the last one's work. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 }));
      }),
  );
}
