import { median } from './stats';

/**
 * What the bench keeps of a Lighthouse report (LHR): the four category scores (0-100, as the report
 * shows them), LCP, TBT and CLS, the host's benchmark index, and the audits that cost points in
 * accessibility, best practices and SEO (so a missed 100 names its cause). Only the fields read here
 * are typed.
 */
export interface LhrLike {
  readonly categories: Readonly<
    Record<
      string,
      { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }
    >
  >;
  readonly audits: Readonly<
    Record<string, { readonly title: string; readonly score: number | null; readonly numericValue?: number }>
  >;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  /** Lighthouse's measure of the host's CPU (a fixed piece of JavaScript run before the page; higher is faster). */
  readonly environment?: { readonly benchmarkIndex?: number };
}

export const SCORE_CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

export type ScoreName = keyof typeof SCORE_CATEGORIES;

/** Categories whose failing audits are listed (performance misses are explained by its metrics). */
const EXPLAINED_CATEGORIES: readonly ScoreName[] = ['accessibility', 'bestPractices', 'seo'];

export interface FailingAudit {
  readonly category: ScoreName;
  readonly id: string;
  readonly title: string;
}

export interface LighthouseRun {
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly seo: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  /**
   * How fast the host ran Lighthouse's benchmark. The mobile preset simulates a phone from this host's
   * own CPU times (4x slower), so the same page scores lower on a slower host: runs on different
   * machines compare only together with this figure.
   */
  readonly benchmarkIndex: number | null;
  readonly failingAudits: readonly FailingAudit[];
}

export interface LighthouseSummary extends Omit<LighthouseRun, 'failingAudits'> {
  readonly runs: number;
  /** Audits that failed in at least one run, with the number of runs they failed in. */
  readonly failingAudits: readonly (FailingAudit & { readonly runs: number })[];
}

const finite = (value: number | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const numeric = (lhr: LhrLike, id: string): number | null => finite(lhr.audits[id]?.numericValue);

const score = (lhr: LhrLike, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

/** The figures of one report. Throws when Lighthouse reports a runtime error (no figure is valid then). */
export function summarizeRun(lhr: LhrLike): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const failingAudits: FailingAudit[] = [];
  for (const name of EXPLAINED_CATEGORIES) {
    for (const ref of lhr.categories[SCORE_CATEGORIES[name]]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failingAudits.push({ category: name, id: ref.id, title: audit.title });
    }
  }
  return {
    performance: score(lhr, SCORE_CATEGORIES.performance),
    accessibility: score(lhr, SCORE_CATEGORIES.accessibility),
    bestPractices: score(lhr, SCORE_CATEGORIES.bestPractices),
    seo: score(lhr, SCORE_CATEGORIES.seo),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: finite(lhr.environment?.benchmarkIndex),
    failingAudits,
  };
}

const medianOf = (runs: readonly LighthouseRun[], pick: (run: LighthouseRun) => number | null): number | null =>
  median(runs.map(pick).filter((value): value is number => value !== null));

/** Each figure's median over the runs (figure by figure), and the union of the failing audits. */
export function summarizeRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('No Lighthouse run to summarize');
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (const run of runs) {
    for (const audit of run.failingAudits) {
      const key = `${audit.category}/${audit.id}`;
      const known = failing.get(key);
      failing.set(key, known ? { ...known, runs: known.runs + 1 } : { ...audit, runs: 1 });
    }
  }
  return {
    runs: runs.length,
    performance: medianOf(runs, (run) => run.performance),
    accessibility: medianOf(runs, (run) => run.accessibility),
    bestPractices: medianOf(runs, (run) => run.bestPractices),
    seo: medianOf(runs, (run) => run.seo),
    lcpMs: medianOf(runs, (run) => run.lcpMs),
    tbtMs: medianOf(runs, (run) => run.tbtMs),
    cls: medianOf(runs, (run) => run.cls),
    benchmarkIndex: medianOf(runs, (run) => run.benchmarkIndex),
    failingAudits: [...failing.values()],
  };
}
