import { summarizeRun, summarizeRuns, type LhrLike, type LighthouseRun } from './lighthouseSummary';

function lhr(
  overrides: {
    scores?: Partial<Record<string, number | null>>;
    failing?: string[];
    lcp?: number;
    tbt?: number;
    cls?: number;
    benchmarkIndex?: number;
  } = {},
): LhrLike {
  const scores = { performance: 0.934, accessibility: 1, 'best-practices': 1, seo: 1, ...overrides.scores };
  const failing = new Set(overrides.failing ?? []);
  const audit = (title: string, passing = true) => ({ title, score: passing ? 1 : 0 });
  return {
    categories: {
      performance: { score: scores.performance ?? null, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
      accessibility: {
        score: scores.accessibility ?? null,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'aria-roles', weight: 0 },
        ],
      },
      'best-practices': {
        score: scores['best-practices'] ?? null,
        auditRefs: [{ id: 'errors-in-console', weight: 1 }],
      },
      seo: { score: scores.seo ?? null, auditRefs: [{ id: 'canonical', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': {
        title: 'Largest Contentful Paint',
        score: 0.9,
        numericValue: overrides.lcp ?? 1800,
      },
      'total-blocking-time': { title: 'Total Blocking Time', score: 0.9, numericValue: overrides.tbt ?? 120 },
      'cumulative-layout-shift': { title: 'Cumulative Layout Shift', score: 1, numericValue: overrides.cls ?? 0 },
      'color-contrast': audit(
        'Background and foreground colors have a sufficient contrast ratio',
        !failing.has('color-contrast'),
      ),
      'aria-roles': audit('ARIA roles are valid', !failing.has('aria-roles')),
      'errors-in-console': audit('No browser errors logged to the console', !failing.has('errors-in-console')),
      canonical: audit('Document has a valid rel=canonical', !failing.has('canonical')),
    },
    environment: { benchmarkIndex: overrides.benchmarkIndex ?? 2000 },
  };
}

describe('summarizeRun', () => {
  it('reads the scores as the report shows them (0-100) and the three metrics', () => {
    expect(summarizeRun(lhr({ lcp: 2100.5, tbt: 340, cls: 0.012, benchmarkIndex: 2212.5 }))).toEqual({
      performance: 93,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2100.5,
      tbtMs: 340,
      cls: 0.012,
      benchmarkIndex: 2212.5,
      failingAudits: [],
    });
  });

  it("keeps the host's benchmark index as null in a report without one", () => {
    expect(summarizeRun({ ...lhr(), environment: undefined }).benchmarkIndex).toBeNull();
    expect(summarizeRun({ ...lhr(), environment: {} }).benchmarkIndex).toBeNull();
  });

  it('names the weighted audits that cost points, per category, and not the unweighted ones', () => {
    const run = summarizeRun(
      lhr({ scores: { accessibility: 0.96, seo: 0.92 }, failing: ['color-contrast', 'canonical', 'aria-roles'] }),
    );
    expect(run.accessibility).toBe(96);
    expect(run.failingAudits).toEqual([
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'Background and foreground colors have a sufficient contrast ratio',
      },
      { category: 'seo', id: 'canonical', title: 'Document has a valid rel=canonical' },
    ]);
  });

  it('keeps a missing score as null', () => {
    expect(summarizeRun(lhr({ scores: { performance: null } })).performance).toBeNull();
  });

  it('refuses a report with a runtime error', () => {
    expect(() =>
      summarizeRun({ ...lhr(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }),
    ).toThrow('Lighthouse: NO_FCP: The page did not paint any content.');
  });
});

describe('summarizeRuns', () => {
  const runs: LighthouseRun[] = [
    summarizeRun(lhr({ scores: { performance: 0.9 }, lcp: 3000, tbt: 500, benchmarkIndex: 2300 })),
    summarizeRun(
      lhr({ scores: { performance: 0.97 }, lcp: 1500, tbt: 100, failing: ['errors-in-console'], benchmarkIndex: 2100 }),
    ),
    summarizeRun(
      lhr({ scores: { performance: 0.95 }, lcp: 2000, tbt: 50, failing: ['errors-in-console'], benchmarkIndex: 2200 }),
    ),
  ];

  it('takes the median of each figure on its own', () => {
    const summary = summarizeRuns(runs);
    expect(summary).toMatchObject({
      runs: 3,
      performance: 95,
      lcpMs: 2000,
      tbtMs: 100,
      cls: 0,
      accessibility: 100,
      benchmarkIndex: 2200,
    });
  });

  it('lists each failing audit once with the number of runs it failed in', () => {
    expect(summarizeRuns(runs).failingAudits).toEqual([
      { category: 'bestPractices', id: 'errors-in-console', title: 'No browser errors logged to the console', runs: 2 },
    ]);
  });

  it('needs at least one run', () => {
    expect(() => summarizeRuns([])).toThrow('No Lighthouse run');
  });
});
