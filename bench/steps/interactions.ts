import type { Browser, Page } from 'playwright-core';
import { missing, ok, type Outcome } from '../lib/outcome';
import type { InteractionTiming } from '../lib/results';
import { median } from '../lib/stats';
import { loadHydrated, openBenchPage, settle } from './browser';

/**
 * Interaction timings measured inside the page: from the click event's timestamp to the first frame
 * after the change is in the DOM (a requestAnimationFrame callback, then a message posted from it,
 * which runs once that frame has been produced). Node's clock and Playwright's round trips are not
 * part of the figure.
 */

interface Probe {
  start: number | null;
  end: number | null;
}

declare global {
  interface Window {
    __benchProbe?: Probe;
  }
}

const PROBE_TIMEOUT_MS = 15_000;

/** Arms the probe for a client navigation: done when the URL is `to` and the page's h1 is a new one. */
function armNavigation(page: Page, to: string): Promise<void> {
  return page.evaluate((target) => {
    const probe: Probe = { start: null, end: null };
    window.__benchProbe = probe;
    const heading = (): Element | null => document.querySelector('main h1') ?? document.querySelector('h1');
    const before = heading();
    const beforeText = before?.textContent ?? null;
    document.addEventListener('click', (event) => (probe.start = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const current = heading();
      if (window.location.pathname !== target || !current || (current === before && current.textContent === beforeText))
        return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.end = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, to);
}

/** Arms the probe for a mode switch: done when `<html data-theme>` is `mode`. */
function armModeSwitch(page: Page, mode: 'dark' | 'light'): Promise<void> {
  return page.evaluate((target) => {
    const probe: Probe = { start: null, end: null };
    window.__benchProbe = probe;
    document.addEventListener('click', (event) => (probe.start = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.theme !== target) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.end = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }, mode);
}

/** Clicks (through `act`) with the probe armed and returns the measured milliseconds. */
async function probeOnce(page: Page, arm: () => Promise<void>, act: () => Promise<void>): Promise<number> {
  await arm();
  await act();
  await page.waitForFunction(() => window.__benchProbe?.end != null, undefined, { timeout: PROBE_TIMEOUT_MS });
  const probe = await page.evaluate(() => window.__benchProbe ?? null);
  if (probe?.start == null || probe.end == null) throw new Error('the click was not seen by the page');
  await settle(page);
  return probe.end - probe.start;
}

function timing(description: string, samplesMs: number[]): Outcome<InteractionTiming> {
  const medianMs = median(samplesMs);
  return medianMs === null ? missing('no sample') : ok({ description, samplesMs, medianMs });
}

const sidebarLink = (page: Page, to: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href="${to}"]`).first();

/**
 * Client navigation back and forth between two neighbouring pages by their sidebar links, from a
 * hydrated first page: `samples` navigations in one visit (so after the first two, the pages' code
 * is already loaded, as when a reader goes through a section).
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  pair: readonly [string, string],
  samples: number,
): Promise<Outcome<InteractionTiming>> {
  const { context, page } = await openBenchPage(browser);
  try {
    await loadHydrated(page, origin + pair[0]);
    const samplesMs: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const to = pair[(index + 1) % 2]!;
      const link = sidebarLink(page, to);
      if ((await link.count()) === 0) return missing(`no sidebar link to ${to} on ${pair[index % 2]}`);
      samplesMs.push(
        await probeOnce(
          page,
          () => armNavigation(page, to),
          () => link.click(),
        ),
      );
    }
    return timing(`${pair[0]} ⇄ ${pair[1]}, sidebar links, ${samples} navigations in one visit`, samplesMs);
  } finally {
    await context.close();
  }
}

/**
 * Client navigation between the first of the candidate pairs that can be measured: both pages built
 * (`exists`) and each linked from the other's sidebar. Missing when none can.
 */
export async function measureFirstNavigation(
  browser: Browser,
  origin: string,
  candidates: readonly (readonly [string, string])[],
  exists: (route: string) => boolean,
  samples: number,
): Promise<Outcome<InteractionTiming>> {
  const reasons: string[] = [];
  for (const pair of candidates) {
    const absent = pair.filter((route) => !exists(route));
    if (absent.length > 0) {
      reasons.push(`${absent.join(', ')} missing`);
      continue;
    }
    const result = await measureNavigation(browser, origin, pair, samples);
    if (result.status !== 'missing') return result;
    reasons.push(result.reason);
  }
  return missing(`no candidate pair (${reasons.join('; ')})`);
}

/** The portal's mode switch: the settings drawer (navbar gear button) stays open; Dark and Light are clicked in turn. */
export async function measurePortalModeSwitch(
  browser: Browser,
  url: string,
  samples: number,
): Promise<Outcome<InteractionTiming>> {
  const { context, page } = await openBenchPage(browser);
  try {
    await loadHydrated(page, url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.waitFor();
    await settle(page);
    const samplesMs: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const mode = index % 2 === 0 ? 'dark' : 'light';
      const button = drawer.getByRole('button', { name: mode === 'dark' ? 'Dark' : 'Light', exact: true });
      samplesMs.push(
        await probeOnce(
          page,
          () => armModeSwitch(page, mode),
          () => button.click(),
        ),
      );
    }
    return timing(`${new URL(url).pathname}, settings drawer open, Dark and Light in turn`, samplesMs);
  } finally {
    await context.close();
  }
}

/** The baseline's mode switch: Docusaurus's navbar toggle (light ⇄ dark, the classic default). */
export async function measureBaselineModeSwitch(
  browser: Browser,
  url: string,
  samples: number,
): Promise<Outcome<InteractionTiming>> {
  const { context, page } = await openBenchPage(browser);
  try {
    await loadHydrated(page, url);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    const samplesMs: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const mode = index % 2 === 0 ? 'dark' : 'light';
      samplesMs.push(
        await probeOnce(
          page,
          () => armModeSwitch(page, mode),
          () => toggle.click(),
        ),
      );
    }
    return timing(`${new URL(url).pathname}, navbar colour-mode toggle (light ⇄ dark)`, samplesMs);
  } finally {
    await context.close();
  }
}
