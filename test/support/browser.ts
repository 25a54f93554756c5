import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless Chromium without background traffic or a sandbox (design.md); the bench uses them too. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
] as const;

/** Debian's Chromium, headless, with no background traffic (design.md); Playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}

/**
 * The user agent of a reader's desktop Chrome of the same version. Headless Chromium announces
 * itself as `HeadlessChrome`, which bot detection (the ad slot's, with `isbot`) rightly takes for a
 * bot; tests that look at the site as a reader sees it (ads included) use this one.
 */
export function readerUserAgent(browser: Browser): string {
  const major = browser.version().split('.')[0];
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
}

export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
}

/**
 * The one console error the portal expects: the Pro and Premium packages report a missing license key
 * when the build has none (`PORTAL_MUI_X_LICENSE_KEY` unset, as in the tests: keys are never
 * committed). It is the packages' documented behaviour beside their watermark, not a fault of a page.
 */
export function isMissingLicenseNotice(text: string): boolean {
  return /^\*+\s+MUI X: Missing license key\./.test(text);
}

/** Records console errors and uncaught exceptions of a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' && !isMissingLicenseNotice(message.text())) {
      problems.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/** The viewport every browser test gets unless it asks for another. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 900 } as const;

/** What a browser context is made with (Playwright's options of `browser.newContext`). */
export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options });
}
