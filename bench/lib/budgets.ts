import type { Outcome } from './outcome';
import { roundTo } from './stats';

/**
 * Budgets (bench/budgets.json): each names a figure (figures.ts) or a pattern of figures, where `*`
 * stands for one segment of the name and matches the portal's figures only (`lighthouse.*.seo` is
 * every measured portal page). A figure that is missing on purpose (a page that does not exist yet)
 * skips its budget; one whose measurement failed misses it, since it cannot be shown to hold.
 */
export interface Budget {
  readonly label: string;
  readonly figure: string;
  readonly op: '>=' | '<=';
  readonly limit: number;
  /** Decimals the figure is rounded to before the comparison (and shown with): CLS 0.00 is 2. */
  readonly decimals?: number;
}

export type BudgetStatus = 'pass' | 'fail' | 'skipped';

export interface BudgetCheck {
  readonly label: string;
  readonly figure: string;
  readonly op: Budget['op'];
  readonly limit: number;
  readonly decimals?: number;
  /** The figure as compared (rounded to `decimals`), null when there is none. */
  readonly actual: number | null;
  readonly status: BudgetStatus;
  /** Why there is no value: "page missing", the error of the measurement... */
  readonly note?: string;
}

const OPS: readonly string[] = ['>=', '<='];

/** Reads the budgets file's content, failing loudly (with the entry) on anything malformed. */
export function parseBudgets(json: unknown): Budget[] {
  const list = (json as { budgets?: unknown } | null)?.budgets;
  if (!Array.isArray(list) || list.length === 0) throw new Error('budgets.json: expected {"budgets": [...]} with at least one budget');
  return list.map((entry: unknown, index) => {
    const budget = entry as Partial<Budget> | null;
    const where = `budgets.json, budget ${index + 1} (${JSON.stringify(entry)})`;
    if (!budget || typeof budget.label !== 'string' || !budget.label) throw new Error(`${where}: "label" must be a non-empty string`);
    if (typeof budget.figure !== 'string' || !/^[A-Za-z0-9*]+(\.[A-Za-z0-9*]+)*$/.test(budget.figure)) throw new Error(`${where}: "figure" must be a dotted figure name`);
    if (typeof budget.op !== 'string' || !OPS.includes(budget.op)) throw new Error(`${where}: "op" must be ">=" or "<="`);
    if (typeof budget.limit !== 'number' || !Number.isFinite(budget.limit)) throw new Error(`${where}: "limit" must be a number`);
    if (budget.decimals !== undefined && (!Number.isInteger(budget.decimals) || budget.decimals < 0)) throw new Error(`${where}: "decimals" must be a whole number`);
    return { label: budget.label, figure: budget.figure, op: budget.op, limit: budget.limit, ...(budget.decimals !== undefined ? { decimals: budget.decimals } : {}) };
  });
}

/** The figure names a budget's `figure` covers, in the order of `names`. */
export function matchFigures(pattern: string, names: readonly string[]): string[] {
  if (!pattern.includes('*')) return names.includes(pattern) ? [pattern] : [];
  const parts = pattern.split('.');
  return names.filter((name) => {
    if (name.startsWith('baseline.')) return false;
    const segments = name.split('.');
    return segments.length === parts.length && parts.every((part, index) => part === '*' || part === segments[index]);
  });
}

export function compare(actual: number, op: Budget['op'], limit: number): boolean {
  return op === '>=' ? actual >= limit : actual <= limit;
}

/**
 * One check per figure a budget covers. A budget that covers no figure at all is a mistake and misses.
 * `figures` is figures.ts's `Figures`, spelled out: importing it would close the cycle
 * budgets -> figures -> results -> budgets.
 */
export function checkBudgets(budgets: readonly Budget[], figures: Readonly<Record<string, Outcome<number>>>): BudgetCheck[] {
  const names = Object.keys(figures);
  return budgets.flatMap((budget): BudgetCheck[] => {
    const base = { label: budget.label, op: budget.op, limit: budget.limit, ...(budget.decimals !== undefined ? { decimals: budget.decimals } : {}) };
    const matched = matchFigures(budget.figure, names);
    if (matched.length === 0) return [{ ...base, figure: budget.figure, actual: null, status: 'fail', note: 'no figure of this name was measured' }];
    return matched.map((figure): BudgetCheck => {
      const outcome = figures[figure]!;
      if (outcome.status === 'missing') return { ...base, figure, actual: null, status: 'skipped', note: outcome.reason };
      if (outcome.status === 'error') return { ...base, figure, actual: null, status: 'fail', note: outcome.reason };
      const actual = budget.decimals === undefined ? outcome.value : roundTo(outcome.value, budget.decimals);
      return { ...base, figure, actual, status: compare(actual, budget.op, budget.limit) ? 'pass' : 'fail' };
    });
  });
}

/** The bench passes when no budget check failed (skipped ones do not count). */
export function allPassed(checks: readonly BudgetCheck[]): boolean {
  return checks.every((check) => check.status !== 'fail');
}
