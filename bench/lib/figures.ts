import { combineOutcomes, mapOutcome, missing, type Outcome } from './outcome';
import type { BuildRun, Figures, InteractionTiming, Measurements, SiteName } from './results';
import { ratio } from './stats';

const prefix = (site: SiteName): string => (site === 'baseline' ? 'baseline.' : '');

const ratioOf = (value: Outcome<number>, baseline: Outcome<number>): Outcome<number> =>
  combineOutcomes(value, baseline, ratio);

function buildFigures(figures: Figures, measurements: Measurements): void {
  for (const phase of ['cold', 'warm'] as const) {
    for (const site of ['portal', 'baseline'] as const) {
      const run: Outcome<BuildRun> = measurements.build[site][phase];
      figures[`${prefix(site)}build.${phase}.wallSeconds`] = mapOutcome(run, (value) => value.wallSeconds);
      figures[`${prefix(site)}build.${phase}.peakMemoryMb`] = mapOutcome(run, (value) => value.peakMemoryMb);
    }
    figures[`build.${phase}.wallRatio`] = ratioOf(
      figures[`build.${phase}.wallSeconds`]!,
      figures[`baseline.build.${phase}.wallSeconds`]!,
    );
    figures[`build.${phase}.memoryRatio`] = ratioOf(
      figures[`build.${phase}.peakMemoryMb`]!,
      figures[`baseline.build.${phase}.peakMemoryMb`]!,
    );
  }
}

function pageWeightFigures(figures: Figures, measurements: Measurements): void {
  for (const page of measurements.pageWeight) {
    const base = `${prefix(page.site)}pageWeight.${page.id}`;
    figures[`${base}.jsRaw`] = mapOutcome(page.weight, (weight) => weight.js.raw);
    figures[`${base}.jsGzip`] = mapOutcome(page.weight, (weight) => weight.js.gzip);
    figures[`${base}.cssRaw`] = mapOutcome(page.weight, (weight) => weight.css.raw);
    figures[`${base}.cssGzip`] = mapOutcome(page.weight, (weight) => weight.css.gzip);
    figures[`${base}.htmlGzip`] = mapOutcome(page.weight, (weight) => weight.html.gzip);
  }
  const baselineJs = figures['baseline.pageWeight.plain.jsGzip'] ?? missing('no baseline plain page');
  const baselineCss = figures['baseline.pageWeight.plain.cssGzip'] ?? missing('no baseline plain page');
  for (const page of measurements.pageWeight.filter((candidate) => candidate.site === 'portal')) {
    const base = `pageWeight.${page.id}`;
    figures[`${base}.jsGzipRatio`] = ratioOf(figures[`${base}.jsGzip`]!, baselineJs);
    figures[`${base}.cssGzipRatio`] = ratioOf(figures[`${base}.cssGzip`]!, baselineCss);
  }
}

const LIGHTHOUSE_FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'] as const;

function lighthouseFigures(figures: Figures, measurements: Measurements): void {
  for (const page of measurements.lighthouse) {
    for (const name of LIGHTHOUSE_FIGURES) {
      figures[`${prefix(page.site)}lighthouse.${page.id}.${name}`] = mapOutcome(
        page.summary,
        (summary) => summary[name],
      );
    }
  }
}

function navigationFigures(figures: Figures, timings: Readonly<Record<SiteName, Outcome<InteractionTiming>>>): void {
  figures['navigation.medianMs'] = mapOutcome(timings.portal, (timing) => timing.medianMs);
  figures['baseline.navigation.medianMs'] = mapOutcome(timings.baseline, (timing) => timing.medianMs);
  figures['navigation.ratio'] = ratioOf(figures['navigation.medianMs']!, figures['baseline.navigation.medianMs']!);
}

function modeSwitchFigures(figures: Figures, measurements: Measurements): void {
  for (const page of measurements.modeSwitch) {
    figures[`${prefix(page.site)}modeSwitch.${page.id}.medianMs`] = mapOutcome(
      page.timing,
      (timing) => timing.medianMs,
    );
  }
  const baseline = figures['baseline.modeSwitch.plain.medianMs'] ?? missing('no baseline plain page');
  for (const page of measurements.modeSwitch.filter((candidate) => candidate.site === 'portal')) {
    figures[`modeSwitch.${page.id}.ratio`] = ratioOf(figures[`modeSwitch.${page.id}.medianMs`]!, baseline);
  }
}

function iconFilterFigures(figures: Figures, measurements: Measurements): void {
  figures['iconFilter.medianMs'] = mapOutcome(measurements.iconFilter, (timing) => timing.medianMs);
}

function searchFigures(figures: Figures, measurements: Measurements): void {
  for (const [locale, search] of Object.entries(measurements.search)) {
    figures[`search.${locale}.phoneMedianMs`] = mapOutcome(search, (value) => value.phoneMedianMs);
    figures[`search.${locale}.phoneAtOnceMedianMs`] = mapOutcome(search, (value) => value.phoneAtOnceMedianMs);
    figures[`search.${locale}.desktopMedianMs`] = mapOutcome(search, (value) => value.desktopMedianMs);
    figures[`search.${locale}.firstQueryBytes`] = mapOutcome(search, (value) => value.firstQueryBytes);
    figures[`search.${locale}.indexBytes`] = mapOutcome(search, (value) => value.index.bytes);
  }
}

/**
 * Every figure of a bench run under a dotted name: the portal's figures plainly
 * (`lighthouse.plain.performance`), the baseline's under `baseline.` and the comparisons as
 * `...Ratio` (portal / baseline). Budgets (budgets.ts) refer to figures by these names.
 */
export function computeFigures(measurements: Measurements): Figures {
  const figures: Figures = {};
  buildFigures(figures, measurements);
  pageWeightFigures(figures, measurements);
  lighthouseFigures(figures, measurements);
  navigationFigures(figures, measurements.navigation);
  modeSwitchFigures(figures, measurements);
  iconFilterFigures(figures, measurements);
  searchFigures(figures, measurements);
  return figures;
}
