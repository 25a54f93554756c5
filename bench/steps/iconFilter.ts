import type { Browser, Page } from 'playwright-core';
import { missing, ok, type Outcome } from '../lib/outcome';
import type { InteractionTiming } from '../lib/results';
import { median } from '../lib/stats';
import { loadHydrated, openBenchPage, settle } from './browser';

/**
 * "Icon filter, median (ms)": on the built Material Icons gallery, the time from the input event of a
 * query (typed into "Search icons" at once) to the first frame after the grid shows its result: the
 * status line has changed and the first icon's name holds every word of the query. Between two
 * samples the field is cleared and the full grid comes back (not timed). Measured in the page, like
 * the other interactions (steps/interactions.ts).
 */

export interface IconFilterSetup {
  readonly route: string;
  /** Queries taken in turn; each must match at least one icon. */
  readonly queries: readonly string[];
}

/** The query of each sample: the queries in turn, as many as there are samples. */
export function sampleQueries(queries: readonly string[], samples: number): string[] {
  if (queries.length === 0) return [];
  return Array.from({ length: samples }, (_, index) => queries[index % queries.length]!);
}

/** The lowercase words the first result's name must contain (`alarm add` -> alarm, add). */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

interface Probe {
  start: number | null;
  end: number | null;
}

declare global {
  interface Window {
    __benchIconFilter?: Probe;
  }
}

const PROBE_TIMEOUT_MS = 15_000;
const FIELD = 'Search icons';

function armProbe(page: Page, words: readonly string[]): Promise<void> {
  return page.evaluate((wanted) => {
    const probe: Probe = { start: null, end: null };
    window.__benchIconFilter = probe;
    const grid = document.querySelector('[role=grid]');
    const status = grid?.parentElement?.querySelector('[role=status]');
    const before = status?.textContent ?? '';
    document.addEventListener('input', (event) => (probe.start ??= event.timeStamp), { capture: true, once: true });
    const shown = (): boolean => {
      const first = grid?.querySelector('button')?.textContent?.toLowerCase() ?? '';
      return (status?.textContent ?? '') !== before && wanted.every((word) => first.includes(word));
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.end = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, words);
}

/** One visit to the gallery, `samples` queries in turn; the figure is their median. */
export async function measureIconFilter(
  browser: Browser,
  origin: string,
  setup: IconFilterSetup,
  samples: number,
): Promise<Outcome<InteractionTiming>> {
  const { context, page } = await openBenchPage(browser);
  try {
    await loadHydrated(page, origin + setup.route);
    const field = page.getByRole('searchbox', { name: FIELD });
    if ((await field.count()) === 0) return missing(`no "${FIELD}" field on ${setup.route}`);
    const grid = page.getByRole('grid');
    await grid.getByRole('button').first().waitFor();
    const status = page.getByRole('status').filter({ hasText: /icons?$|match/ });
    const full = (await status.textContent()) ?? '';
    const samplesMs: number[] = [];
    for (const query of sampleQueries(setup.queries, samples)) {
      await armProbe(page, queryWords(query));
      await field.fill(query);
      await page.waitForFunction(() => window.__benchIconFilter?.end != null, undefined, { timeout: PROBE_TIMEOUT_MS });
      const probe = await page.evaluate(() => window.__benchIconFilter ?? null);
      if (probe?.start == null || probe.end == null) throw new Error('the query’s input event was not seen');
      samplesMs.push(probe.end - probe.start);
      await field.fill('');
      await status.filter({ hasText: full }).waitFor();
      await settle(page);
    }
    const medianMs = median(samplesMs);
    return medianMs === null
      ? missing('no sample')
      : ok({
          description: `${setup.route}, queries ${setup.queries.map((query) => `“${query}”`).join(', ')} in turn, ${samples} in one visit`,
          samplesMs,
          medianMs,
        });
  } finally {
    await context.close();
  }
}
