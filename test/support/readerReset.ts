import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_VIEWPORT, type ContextOptions } from './browser';

/**
 * What a kept page can be given again without a new browser context: its viewport and its media
 * features (color scheme, reduced motion, forced colors), all emulated per page. Every other option
 * (user agent, locale, time zone, permissions, touch, mobile) belongs to the context, so a reader
 * that asks for other ones gets a new context.
 */
export interface PageSettings {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly colorScheme: 'light' | 'dark' | 'no-preference';
  readonly reducedMotion: 'reduce' | 'no-preference';
  readonly forcedColors: 'active' | 'none';
}

/** The context options that are page settings: left out of `contextKeyOf`. */
const PAGE_SETTING_NAMES: readonly (keyof PageSettings)[] = [
  'viewport',
  'colorScheme',
  'reducedMotion',
  'forcedColors',
];

export function pageSettingsOf(options: ContextOptions): PageSettings {
  return {
    viewport: options.viewport ?? DEFAULT_VIEWPORT,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    forcedColors: options.forcedColors ?? 'none',
  };
}

/**
 * Whether a reader with these options can have a kept page: not when it brings stored state
 * (`storageState`), which a context takes only when it is made and a reset would wipe.
 */
export function canShare(options: ContextOptions): boolean {
  return options.storageState === undefined;
}

/**
 * The options a browser context is made with, as one string: two readers whose keys are equal can
 * share a context (and its page). Key order does not matter; the page settings are left out.
 */
export function contextKeyOf(options: ContextOptions): string {
  const rest: Record<string, unknown> = { ...options };
  for (const name of PAGE_SETTING_NAMES) delete rest[name];
  return stableJson(rest);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The page events whose listeners a reader had before its test: the ones `resetReader` keeps. */
export type KeptListeners = ReadonlyMap<string, readonly ((...args: unknown[]) => void)[]>;

export function listenersOf(page: Page): KeptListeners {
  const emitter = page as unknown as NodeJS.EventEmitter;
  return new Map(
    emitter
      .eventNames()
      .map((name) => [String(name), [...emitter.listeners(name)] as ((...args: unknown[]) => void)[]]),
  );
}

/**
 * Makes a page that served one test a new reader's page for the next, on the same origin: nothing of
 * the last test is left but the browser's HTTP cache (what a returning reader has too). It closes the
 * context's other pages, takes off the listeners and routes the test added, leaves the document for
 * about:blank, clears the origin's cookies, local and session storage, IndexedDB, Cache Storage and
 * service workers, and gives the page its settings again. Init scripts and exposed functions cannot
 * be taken off: a test that needs them uses its own context (test/unit/reader-pages.test.ts checks).
 */
export async function resetReader(
  context: BrowserContext,
  page: Page,
  origin: string,
  kept: KeptListeners,
  settings: PageSettings,
): Promise<void> {
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  const emitter = page as unknown as NodeJS.EventEmitter;
  for (const name of emitter.eventNames()) {
    const keep = kept.get(String(name)) ?? [];
    for (const listener of emitter.listeners(name)) {
      if (!keep.includes(listener as (...args: unknown[]) => void)) emitter.off(name, listener as never);
    }
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Session storage lives with the tab, not the origin: empty it from a page of the origin.
  if (page.url().startsWith(`${origin}/`)) {
    await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
  }
  await page.goto('about:blank');
  const session = await context.newCDPSession(page);
  try {
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await session.detach();
  }
  await context.clearCookies();
  await page.setViewportSize({ ...settings.viewport });
  await page.emulateMedia({
    media: null,
    colorScheme: settings.colorScheme,
    reducedMotion: settings.reducedMotion,
    forcedColors: settings.forcedColors,
  });
}
