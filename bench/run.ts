/**
 * `npm run bench`: builds the portal and a generated baseline site (cold, then warm), serves both
 * with gzip on 127.0.0.1, measures page weight, client navigation, the mode switch, search and
 * Lighthouse, then writes bench/results/latest.json and latest.md, prints the report and exits 1
 * when a budget of bench/budgets.json is missed. What each figure means: bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/support/browser';
import { resolveBuildFile, serveBuild, type RunningServer } from '../test/support/staticServer';
import {
  BASELINE_NAVIGATION,
  BASELINE_PAGES,
  BUDGETS_FILE,
  CHROMIUM_PATH,
  ICON_FILTER,
  INTERACTION_SAMPLES,
  LIGHTHOUSE_RUNS,
  MODE_SWITCH_PAGE_IDS,
  NAVIGATION_CANDIDATES,
  PORTAL_PAGES,
  REPO_ROOT,
  RESULTS,
  SEARCH_LOCALES,
  SITES,
  type BenchPage,
  type SiteLocation,
} from './config';
import { allPassed, checkBudgets, parseBudgets } from './lib/budgets';
import { computeFigures } from './lib/figures';
import { summarizeRuns, type LighthouseRun } from './lib/lighthouseSummary';
import { attempt, failed, missing, ok, type Outcome } from './lib/outcome';
import { renderReport } from './lib/report';
import {
  SCHEMA_VERSION,
  type BenchResults,
  type BuildResults,
  type InteractionTiming,
  type LighthouseResult,
  type Measurements,
  type ModeSwitchResult,
  type PageWeightResult,
  type SearchResult,
  type SiteName,
} from './lib/results';
import { formatDuration } from './lib/table';
import { baselineShapeFromPortal, writeBaselineSite } from './steps/baseline';
import { makeCold, timedBuild } from './steps/build';
import {
  measureBaselineModeSwitch,
  measureFirstNavigation,
  measureNavigation,
  measurePortalModeSwitch,
} from './steps/interactions';
import { runLighthouse } from './steps/lighthouse';
import { measurePageWeight } from './steps/pageWeight';
import { measureIconFilter } from './steps/iconFilter';
import { measureSearch } from './steps/search';

const clock = performance.now();
const elapsed = (): string => formatDuration((performance.now() - clock) / 1000);
const log = (message: string): void => console.error(`[bench ${elapsed()}] ${message}`);

const describeOutcome = <T>(outcome: Outcome<T>, show: (value: T) => string): string =>
  outcome.status === 'ok' ? show(outcome.value) : `${outcome.status}: ${outcome.reason}`;

function versionOf(pkg: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

function chromiumVersion(): string {
  const output = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return /Chromium [\d.]+/.exec(output)?.[0] ?? output.trim();
}

/** A timed phase: its duration is recorded in `phasesSeconds`. */
async function phase<T>(phases: Record<string, number>, name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  log(`${name}...`);
  try {
    return await run();
  } finally {
    phases[name] = Math.round((performance.now() - started) / 100) / 10;
  }
}

async function buildBoth(): Promise<{ build: Record<SiteName, BuildResults>; pages: Measurements['pages'] }> {
  const logFile = (name: string): string => path.join(RESULTS.logs, `${name}.log`);
  const show = (run: BuildResults['cold']): string =>
    describeOutcome(run, (value) => `${value.wallSeconds.toFixed(1)} s, ${Math.round(value.peakMemoryMb)} MB`);

  makeCold(SITES.portal);
  const portalCold = await timedBuild(SITES.portal, logFile('portal-cold-build'));
  log(`portal cold build: ${show(portalCold)}`);
  if (portalCold.status !== 'ok') {
    const reason = failed<never>('the portal did not build');
    return {
      build: { portal: { cold: portalCold, warm: reason }, baseline: { cold: reason, warm: reason } },
      pages: { portal: 0, baseline: 0, blogPosts: 0 },
    };
  }

  const shape = baselineShapeFromPortal();
  writeBaselineSite(shape);
  log(`baseline site written: ${shape.docPages} Markdown pages, ${shape.blogPosts} blog post(s), en + zh`);
  makeCold(SITES.baseline);
  const baselineCold = await timedBuild(SITES.baseline, logFile('baseline-cold-build'));
  log(`baseline cold build: ${show(baselineCold)}`);
  const portalWarm = await timedBuild(SITES.portal, logFile('portal-warm-build'));
  log(`portal warm build: ${show(portalWarm)}`);
  const baselineWarm = await timedBuild(SITES.baseline, logFile('baseline-warm-build'));
  log(`baseline warm build: ${show(baselineWarm)}`);
  return {
    build: { portal: { cold: portalCold, warm: portalWarm }, baseline: { cold: baselineCold, warm: baselineWarm } },
    pages: { portal: shape.docPages, baseline: shape.docPages, blogPosts: shape.blogPosts },
  };
}

interface Served {
  readonly origin: string;
  readonly outDir: string;
}

const exists = (site: Served, route: string): boolean => resolveBuildFile(path.resolve(site.outDir), route) !== null;

const pagesOf = (site: SiteName): readonly BenchPage[] => (site === 'portal' ? PORTAL_PAGES : BASELINE_PAGES);

/** Measures a page of a served site: failed when the site did not build, missing when the page does not exist. */
function onPage<T>(
  server: Served | null,
  route: string,
  measure: (url: string) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (!server) return Promise.resolve(failed('the site did not build'));
  if (!exists(server, route)) return Promise.resolve(missing('page missing'));
  return attempt(() => measure(server.origin + route));
}

async function browserMeasurements(
  browser: Browser,
  served: Readonly<Record<SiteName, Served | null>>,
): Promise<Pick<Measurements, 'pageWeight' | 'navigation' | 'modeSwitch' | 'iconFilter' | 'search'>> {
  const pageWeight: PageWeightResult[] = [];
  for (const site of ['baseline', 'portal'] as const) {
    for (const page of pagesOf(site)) {
      const weight = await onPage(served[site], page.route, (url) => measurePageWeight(browser, url));
      log(
        `page weight, ${site} ${page.route}: ${describeOutcome(weight, (w) => `JS ${Math.round(w.js.gzip / 1024)} KiB gzip, CSS ${Math.round(w.css.gzip / 1024)} KiB gzip`)}`,
      );
      pageWeight.push({ ...page, site, weight });
    }
  }

  const { portal, baseline } = served;
  const unbuilt = <T>(): Outcome<T> => failed('the site did not build');
  const showTiming = (timing: Outcome<{ medianMs: number }>): string =>
    describeOutcome(timing, (value) => `median ${value.medianMs.toFixed(1)} ms`);

  const navigation: Record<SiteName, Outcome<InteractionTiming>> = {
    portal: portal
      ? await attempt(() =>
          measureFirstNavigation(
            browser,
            portal.origin,
            NAVIGATION_CANDIDATES,
            (route) => exists(portal, route),
            INTERACTION_SAMPLES,
          ),
        )
      : unbuilt(),
    baseline: baseline
      ? await attempt(() => measureNavigation(browser, baseline.origin, BASELINE_NAVIGATION, INTERACTION_SAMPLES))
      : unbuilt(),
  };
  log(`client navigation: portal ${showTiming(navigation.portal)}, baseline ${showTiming(navigation.baseline)}`);

  const modeSwitch: ModeSwitchResult[] = [];
  for (const site of ['baseline', 'portal'] as const) {
    const pages =
      site === 'baseline' ? BASELINE_PAGES : PORTAL_PAGES.filter((page) => MODE_SWITCH_PAGE_IDS.includes(page.id));
    const measure = site === 'baseline' ? measureBaselineModeSwitch : measurePortalModeSwitch;
    for (const page of pages) {
      const timing = await onPage(served[site], page.route, (url) => measure(browser, url, INTERACTION_SAMPLES));
      log(`mode switch, ${site} ${page.route}: ${showTiming(timing)}`);
      modeSwitch.push({ ...page, site, timing });
    }
  }

  const iconFilter = await onPage(portal, ICON_FILTER.route, () =>
    measureIconFilter(browser, portal!.origin, ICON_FILTER, INTERACTION_SAMPLES),
  );
  log(`icon filter: ${showTiming(iconFilter)}`);

  const search: Record<string, Outcome<SearchResult>> = {};
  for (const [locale, setup] of Object.entries(SEARCH_LOCALES)) {
    const localeDir = locale === 'en' ? SITES.portal.outDir : path.join(SITES.portal.outDir, locale);
    const result = portal
      ? await attempt(() => measureSearch(browser, portal.origin, setup, localeDir))
      : unbuilt<SearchResult>();
    search[locale] = result;
    log(
      `search ${locale}: ${describeOutcome(result, (value) => `phone median ${value.phoneMedianMs.toFixed(0)} ms (clicked at hydration ${value.phoneAtOnceMedianMs.toFixed(0)} ms), unthrottled ${value.desktopMedianMs.toFixed(0)} ms, ${Math.round(value.firstQueryBytes / 1024)} KiB for the first query`)}`,
    );
  }
  return { pageWeight, navigation, modeSwitch, iconFilter, search };
}

/** Lighthouse runs, interleaved (run 1 of every page, then run 2...) so a busy moment of the machine does not hit one page's runs only. */
async function lighthouseMeasurements(served: Readonly<Record<SiteName, Served | null>>): Promise<LighthouseResult[]> {
  const targets = (['baseline', 'portal'] as const).flatMap((site) => pagesOf(site).map((page) => ({ ...page, site })));
  const runs = new Map<string, LighthouseRun[]>();
  const errors = new Map<string, string>();
  const key = (target: { site: SiteName; id: string }): string => `${target.site}/${target.id}`;
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    for (const target of targets) {
      const server = served[target.site];
      if (!server || !exists(server, target.route)) continue;
      const report = path.join(RESULTS.logs, 'lighthouse', `${target.site}-${target.id}-${run}.json`);
      try {
        const result = await runLighthouse(server.origin + target.route, report);
        runs.set(key(target), [...(runs.get(key(target)) ?? []), result]);
        log(
          `lighthouse ${target.site} ${target.route} run ${run}: performance ${result.performance}, TBT ${Math.round(result.tbtMs ?? 0)} ms`,
        );
      } catch (error) {
        errors.set(key(target), error instanceof Error ? error.message : String(error));
        log(`lighthouse ${target.site} ${target.route} run ${run}: ${errors.get(key(target))}`);
      }
    }
  }
  return targets.map((target): LighthouseResult => {
    const server = served[target.site];
    const done = runs.get(key(target)) ?? [];
    const summary = !server
      ? failed<never>('the site did not build')
      : !exists(server, target.route)
        ? missing<never>('page missing')
        : done.length > 0
          ? ok(summarizeRuns(done))
          : failed<never>(errors.get(key(target)) ?? 'no run');
    return { id: target.id, label: target.label, route: target.route, site: target.site, summary };
  });
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const budgets = parseBudgets(JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')));
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  fs.rmSync(RESULTS.logs, { recursive: true, force: true });
  const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const phases: Record<string, number> = {};

  const { build, pages } = await phase(phases, 'build', buildBoth);
  const servers: RunningServer[] = [];
  const serve = async (site: SiteName): Promise<Served | null> => {
    if (build[site].cold.status !== 'ok') return null;
    const location: SiteLocation = SITES[site];
    // As a static host serves a Docusaurus build: hashed assets cacheable, pages revalidated.
    const server = await serveBuild(location.outDir, 0, { mounts: location.mounts, immutableAssets: true });
    servers.push(server);
    return { origin: server.origin, outDir: SITES[site].outDir };
  };
  const served = { portal: await serve('portal'), baseline: await serve('baseline') };

  try {
    const browserFigures = await phase(phases, 'browser', async () => {
      const browser = await launchBrowser();
      try {
        return await browserMeasurements(browser, served);
      } finally {
        await browser.close();
      }
    });
    const lighthouse = await phase(phases, 'lighthouse', () => lighthouseMeasurements(served));

    const measurements: Measurements = {
      schemaVersion: SCHEMA_VERSION,
      startedAt: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        chromium: chromiumVersion(),
        lighthouse: versionOf('lighthouse'),
        docusaurus: versionOf('@docusaurus/core'),
        loadAverageAtStart,
      },
      portalEnvironment: Object.keys({ ...SITES.portal.buildEnv, ...process.env })
        .filter((name) => name.startsWith('PORTAL_'))
        .sort(),
      pages,
      phasesSeconds: phases,
      build,
      lighthouse,
      ...browserFigures,
    };
    const figures = computeFigures(measurements);
    const checks = checkBudgets(budgets, figures);
    const results: BenchResults = {
      ...measurements,
      machine: {
        ...measurements.machine,
        loadAverageAtEnd: os.loadavg().map((value) => Math.round(value * 100) / 100),
      },
      finishedAt: new Date().toISOString(),
      durationSeconds: Math.round((performance.now() - clock) / 100) / 10,
      figures,
      budgets: checks,
      passed: allPassed(checks),
    };
    const report = renderReport(results);
    fs.mkdirSync(path.dirname(RESULTS.json), { recursive: true });
    // Measured values carry float noise (67.152265721 s): three decimals are plenty in the file.
    const rounded = (_key: string, value: unknown): unknown =>
      typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
    fs.writeFileSync(RESULTS.json, `${JSON.stringify(results, rounded, 2)}\n`);
    fs.writeFileSync(RESULTS.table, report);
    console.log(report);
    log(
      `wrote ${path.relative(REPO_ROOT, RESULTS.json)} and ${path.relative(REPO_ROOT, RESULTS.table)}; ${results.passed ? 'every budget met' : 'budgets missed: exit 1'}`,
    );
    return results.passed ? 0 : 1;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
