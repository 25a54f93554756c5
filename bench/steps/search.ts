import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { failed, ok, type Outcome } from '../lib/outcome';
import type { SearchResult } from '../lib/results';
import { median } from '../lib/stats';
import { loadHydrated, openBenchPage } from './browser';
import { DESKTOP, emulateDevice, PHONE, type DeviceProfile } from '../../test/support/deviceProfiles';

/**
 * "Search on a phone" (issue 27): on an /x/ page loaded in a fresh context (cold cache), the time from
 * the click that focuses the navbar box, the query typed at once, to the first frame after the first
 * result option is in the DOM; and every byte transferred in that span (the index chunks and
 * fragments the query needed, and the engine and its WebAssembly). Five samples on the PHONE profile
 * (4x CPU, slow 4G) and five unthrottled on a page that has settled (network idle), and five on the
 * phone with the box clicked the moment the page has hydrated (the page's own loading still under
 * way: the worst case); the figures are medians.
 */

export const SEARCH_SAMPLES = 5;
const PROBE_TIMEOUT_MS = 60_000;

interface Probe {
  start: number | null;
  end: number | null;
}

declare global {
  interface Window {
    __benchSearch?: Probe;
  }
}

function armProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe: Probe = { start: null, end: null };
    window.__benchSearch = probe;
    const box = document.querySelector<HTMLInputElement>('nav.navbar input[role=combobox]');
    box?.addEventListener('pointerdown', (event) => (probe.start ??= event.timeStamp), { once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('nav.navbar [role=listbox] [role=option]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.end = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Sums the bytes of the responses that finish while `counting()` says so (CDP's encoded lengths). */
async function countBytes(page: Page, counting: () => boolean): Promise<() => number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const started = new Set<string>();
  let bytes = 0;
  session.on('Network.requestWillBeSent', (event) => {
    if (counting()) started.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (started.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => bytes;
}

/** When the box is clicked: once the page has settled (network idle), or the moment it has hydrated. */
type ClickMoment = 'settled' | 'hydrated';

/** One cold sample: milliseconds from the focusing click to the first result, and the bytes in between. */
async function sample(
  browser: Browser,
  url: string,
  query: string,
  profile: DeviceProfile,
  moment: ClickMoment = 'settled',
): Promise<{ ms: number; bytes: number }> {
  const { context, page } = await openBenchPage(browser, { viewport: { width: 1440, height: 900 } });
  try {
    await emulateDevice(page, profile);
    let counting = false;
    const bytes = await countBytes(page, () => counting);
    if (moment === 'settled') await loadHydrated(page, url);
    else {
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    }
    await armProbe(page);
    counting = true;
    await page.locator('nav.navbar input[role=combobox]').click();
    await page.keyboard.type(query);
    await page.waitForFunction(() => window.__benchSearch?.end != null, undefined, { timeout: PROBE_TIMEOUT_MS });
    const probe = await page.evaluate(() => window.__benchSearch ?? null);
    counting = false;
    if (probe?.start == null || probe.end == null) throw new Error('the click on the box was not seen');
    return { ms: probe.end - probe.start, bytes: bytes() };
  } finally {
    await context.close();
  }
}

/** The language's search bundle as the offline cache holds it (`pagefind/offline.json`, written by the build). */
export function searchBundleSize(localeDir: string): SearchResult['index'] | null {
  const file = path.join(localeDir, 'pagefind', 'offline.json');
  if (!fs.existsSync(file)) return null;
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as { files?: unknown; bytes?: unknown };
  if (!Array.isArray(list.files) || typeof list.bytes !== 'number') return null;
  return { files: list.files.length, bytes: list.bytes };
}

export interface SearchSetup {
  readonly route: string;
  /** The query typed at once after the focusing click. */
  readonly query: string;
}

export async function measureSearch(
  browser: Browser,
  origin: string,
  setup: SearchSetup,
  localeDir: string,
): Promise<Outcome<SearchResult>> {
  const index = searchBundleSize(localeDir);
  if (!index) return failed(`no pagefind/offline.json in ${localeDir}`);
  const phone: Array<{ ms: number; bytes: number }> = [];
  const phoneAtOnceSamplesMs: number[] = [];
  const desktop: number[] = [];
  const url = origin + setup.route;
  for (let run = 0; run < SEARCH_SAMPLES; run += 1) {
    phone.push(await sample(browser, url, setup.query, PHONE));
    phoneAtOnceSamplesMs.push((await sample(browser, url, setup.query, PHONE, 'hydrated')).ms);
    desktop.push((await sample(browser, url, setup.query, DESKTOP)).ms);
  }
  const phoneSamplesMs = phone.map((item) => item.ms);
  return ok({
    route: setup.route,
    query: setup.query,
    phoneSamplesMs,
    phoneMedianMs: median(phoneSamplesMs)!,
    phoneAtOnceSamplesMs,
    phoneAtOnceMedianMs: median(phoneAtOnceSamplesMs)!,
    desktopSamplesMs: desktop,
    desktopMedianMs: median(desktop)!,
    firstQueryBytes: median(phone.map((item) => item.bytes))!,
    index,
  });
}
