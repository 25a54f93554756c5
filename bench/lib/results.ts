import type { PageWeight } from './assets';
import type { LighthouseSummary } from './lighthouseSummary';
import type { Outcome } from './outcome';

/** The shape of bench/results/latest.json. Bump SCHEMA_VERSION when a field changes meaning. */
export const SCHEMA_VERSION = 1;

export type SiteName = 'portal' | 'baseline';

export interface BuildRun {
  readonly wallSeconds: number;
  /** Highest resident memory of the build's process tree, sampled from /proc. */
  readonly peakMemoryMb: number;
}

export interface BuildResults {
  /** No `.docusaurus`, no bundler cache, no output folder. */
  readonly cold: Outcome<BuildRun>;
  /** The same command again right after, with the bundler's persistent cache. */
  readonly warm: Outcome<BuildRun>;
}

/** A page the bench measures: `id` names it in figures (`plain`, `grid`, `api`, `home`). */
export interface MeasuredPage {
  readonly id: string;
  readonly site: SiteName;
  readonly label: string;
  readonly route: string;
}

export interface PageWeightResult extends MeasuredPage {
  readonly weight: Outcome<PageWeight>;
}

export interface LighthouseResult extends MeasuredPage {
  readonly summary: Outcome<LighthouseSummary>;
}

/** Timed samples of an interaction, in milliseconds, measured in the page. */
export interface InteractionTiming {
  readonly description: string;
  readonly samplesMs: readonly number[];
  readonly medianMs: number;
}

export interface ModeSwitchResult extends MeasuredPage {
  readonly timing: Outcome<InteractionTiming>;
}

export interface SearchResult {
  readonly route: string;
  readonly query: string;
  /**
   * Focus to first result on the phone profile (4x CPU, slow 4G), cold cache, one per fresh context, on
   * a page that has settled (network idle).
   */
  readonly phoneSamplesMs: readonly number[];
  readonly phoneMedianMs: number;
  /** The same with the box clicked the moment the page has hydrated, its loading still under way: the worst case. */
  readonly phoneAtOnceSamplesMs: readonly number[];
  readonly phoneAtOnceMedianMs: number;
  /** The same, unthrottled. */
  readonly desktopSamplesMs: readonly number[];
  readonly desktopMedianMs: number;
  /** Bytes transferred from the focusing click to the first result (median of the phone samples). */
  readonly firstQueryBytes: number;
  /** The language's search bundle as the offline cache holds it (pagefind/offline.json). */
  readonly index: { readonly files: number; readonly bytes: number };
}

/**
 * Every figure of a bench run under a dotted name (computed in figures.ts); budgets refer to figures
 * by these names.
 */
export type Figures = Record<string, Outcome<number>>;

export type BudgetStatus = 'pass' | 'fail' | 'skipped';

/** One budget of bench/budgets.json (see budgets.ts) checked against the run's figures. */
export interface BudgetCheck {
  readonly label: string;
  readonly figure: string;
  readonly op: '>=' | '<=';
  readonly limit: number;
  readonly decimals?: number;
  /** The figure as compared (rounded to `decimals`), null when there is none. */
  readonly actual: number | null;
  readonly status: BudgetStatus;
  /** Why there is no value: "page missing", the error of the measurement... */
  readonly note?: string;
}

export interface BenchResults {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly durationSeconds: number;
  readonly machine: {
    readonly cpus: number;
    readonly memoryGb: number;
    readonly node: string;
    readonly chromium: string;
    readonly lighthouse: string;
    readonly docusaurus: string;
    readonly loadAverageAtStart: readonly number[];
    /** Set when the run is complete (load averages over 1, 5 and 15 minutes, as `uptime` shows them). */
    readonly loadAverageAtEnd?: readonly number[];
  };
  /** Portal variables (PORTAL_*) set when the portal was built: names only (values may be keys). */
  readonly portalEnvironment: readonly string[];
  readonly pages: { readonly portal: number; readonly baseline: number; readonly blogPosts: number };
  readonly phasesSeconds: Readonly<Record<string, number>>;
  readonly build: Readonly<Record<SiteName, BuildResults>>;
  readonly pageWeight: readonly PageWeightResult[];
  readonly lighthouse: readonly LighthouseResult[];
  readonly navigation: Readonly<Record<SiteName, Outcome<InteractionTiming>>>;
  /** By page: the portal's measured pages against the baseline's plain page. */
  readonly modeSwitch: readonly ModeSwitchResult[];
  /** The Material Icons gallery's filter, portal only (the baseline has no gallery). */
  readonly iconFilter: Outcome<InteractionTiming>;
  /** By locale (`en`, `zh`). */
  readonly search: Readonly<Record<string, Outcome<SearchResult>>>;
  /** Every figure by name (see figures.ts); budgets refer to these names. */
  readonly figures: Readonly<Figures>;
  readonly budgets: readonly BudgetCheck[];
  readonly passed: boolean;
}

/** What the measuring steps produce; figures, budgets and the verdict are derived from it. */
export type Measurements = Omit<BenchResults, 'figures' | 'budgets' | 'passed' | 'finishedAt' | 'durationSeconds'>;
