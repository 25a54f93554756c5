import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bodySizes } from '../lib/assets';
import { failed, ok, type Outcome } from '../lib/outcome';
import type { SearchResult } from '../lib/results';
import { median } from '../lib/stats';
import { loadHydrated, openBenchPage, settle } from './browser';

/**
 * Local search timings, measured in the page: from the event that starts a query (the click that
 * focuses the box for the first query, which also loads the index; the input event of the typed
 * query for the others) to the first frame after the dropdown shows that query's results (its
 * footer link carries the query, `?q=...`, and is rendered together with the results).
 */

interface Probe {
  start: number | null;
  end: number | null;
}

declare global {
  interface Window {
    __benchSearch?: Probe;
  }
}

const PROBE_TIMEOUT_MS = 30_000;

function armSearch(page: Page, query: string, startOn: 'click' | 'input'): Promise<void> {
  return page.evaluate(
    ({ expected, startEvent }) => {
      const probe: Probe = { start: null, end: null };
      window.__benchSearch = probe;
      const listener = (event: Event): void => {
        if (startEvent === 'input' && (event.target as HTMLInputElement | null)?.value !== expected) return;
        if (probe.start === null) probe.start = event.timeStamp;
      };
      document.addEventListener(startEvent, listener, { capture: true });
      const rendered = (): boolean =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="q="]')).some(
          (link) => new URL(link.href).searchParams.get('q') === expected,
        );
      const observer = new MutationObserver(() => {
        if (!rendered()) return;
        observer.disconnect();
        document.removeEventListener(startEvent, listener, { capture: true });
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (probe.end = performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    { expected: query, startEvent: startOn },
  );
}

async function probeResult(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__benchSearch?.end != null, undefined, { timeout: PROBE_TIMEOUT_MS });
  const probe = await page.evaluate(() => window.__benchSearch ?? null);
  if (probe?.start == null || probe.end == null) throw new Error('the query was not seen by the page');
  return probe.end - probe.start;
}

/** The search index files of a locale's build folder and their total size. */
export function searchIndexSize(localeDir: string): SearchResult['index'] {
  const files = fs.existsSync(localeDir)
    ? fs
        .readdirSync(localeDir)
        .filter((name) => /^search-index.*\.json$/.test(name))
        .sort()
    : [];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const sizes = bodySizes(fs.readFileSync(path.join(localeDir, file)));
    raw += sizes.raw;
    gzip += sizes.gzip;
  }
  return { files, raw, gzip };
}

/** Types each query into the navbar search box of `route` and times it; the first query is reported apart. */
export interface SearchSetup {
  readonly route: string;
  /** Accessible name of the navbar search box in the page's language. */
  readonly boxLabel: string;
  readonly queries: readonly string[];
}

export async function measureSearch(
  browser: Browser,
  origin: string,
  setup: SearchSetup,
  localeDir: string,
): Promise<Outcome<SearchResult>> {
  const { route, boxLabel, queries } = setup;
  const index = searchIndexSize(localeDir);
  if (index.files.length === 0) return failed(`no search-index*.json in ${localeDir}`);
  const { context, page } = await openBenchPage(browser, { viewport: { width: 1440, height: 900 } });
  try {
    await loadHydrated(page, origin + route);
    const box = page.getByLabel(boxLabel, { exact: true }).first();
    const [first, ...rest] = queries;
    if (!first || rest.length === 0) return failed('at least two queries are needed');
    await armSearch(page, first, 'click');
    await box.click();
    await box.fill(first);
    const firstQueryMs = await probeResult(page);
    const samplesMs: number[] = [];
    for (const query of rest) {
      await box.fill('');
      await settle(page);
      await armSearch(page, query, 'input');
      await box.fill(query);
      samplesMs.push(await probeResult(page));
    }
    return ok({ route, queries: [...queries], samplesMs, medianMs: median(samplesMs)!, firstQueryMs, index });
  } finally {
    await context.close();
  }
}
