import { sampleMeasurements } from './__fixtures__/measurements';
import { allPassed, checkBudgets, parseBudgets } from './budgets';
import { computeFigures } from './figures';
import { formatBudgetValue, renderReport } from './report';
import type { BenchResults } from './results';

function results(): BenchResults {
  const figures = computeFigures(sampleMeasurements);
  const budgets = checkBudgets(
    parseBudgets({
      budgets: [
        { label: 'performance, plain', figure: 'lighthouse.plain.performance', op: '>=', limit: 95 },
        { label: 'SEO', figure: 'lighthouse.*.seo', op: '>=', limit: 100 },
        { label: 'CLS', figure: 'lighthouse.*.cls', op: '<=', limit: 0, decimals: 2 },
      ],
    }),
    figures,
  );
  return {
    ...sampleMeasurements,
    finishedAt: '2025-01-01T10:09:05.000Z',
    durationSeconds: 545,
    figures,
    budgets,
    passed: allPassed(budgets),
  };
}

describe('renderReport', () => {
  const text = renderReport(results());
  const lineWith = (fragment: string): string => text.split('\n').find((line) => line.includes(fragment)) ?? '';

  it('opens with the run, the machine and the page counts', () => {
    expect(text).toMatch(/^# Portal bench, 2025-01-01T10:00:00.000Z\n/);
    expect(text).toContain('Total time 9 min 05 s');
    expect(text).toContain('Pages per locale: portal 25, baseline 25');
    expect(text).toContain('load average 1.50 / 1.20 / 1.00 at start (1, 5, 15 min)');
  });

  it('shows build figures side by side with the ratio, and the reason of a failed run', () => {
    expect(lineWith('cold build, wall time')).toMatch(/\|\s+60\.0 s \|\s+24\.0 s \|\s+2\.50× \|/);
    expect(lineWith('warm build, wall time')).toContain('error: exit code 1');
  });

  it('compares page weight with the baseline plain page and marks the missing page', () => {
    expect(lineWith('| plain docs page')).toMatch(/146\.5 KiB \(439\.5 KiB\).*1\.50×/);
    expect(lineWith('| baseline: plain docs page')).toContain('1.00×');
    expect(lineWith('| API page')).toContain('n/a (page missing)');
  });

  it('lists Lighthouse figures per page and the audits that cost points', () => {
    expect(text.split('\n').find((line) => line.includes('Data Grid demo page') && line.includes(' ms '))).toMatch(
      /\|\s+88 \|\s+100 \|\s+100 \|\s+100 \|\s+2,100 ms \|\s+150 ms \|\s+0\.020 \|/,
    );
    expect(text).toContain('- baseline: plain docs page: accessibility — `color-contrast` (Contrast), 3 of 3 runs');
  });

  it("names the host's benchmark index beside the Lighthouse scores", () => {
    expect(lineWith("Host: Lighthouse's benchmark index")).toMatch(/benchmark index 2200 \(median over the pages/);
  });

  it('shows interactions and search, failures included', () => {
    expect(lineWith('client navigation (sidebar link)')).toMatch(/50\.0 ms \(n=3\).*25\.0 ms \(n=3\).*2\.00×/);
    expect(lineWith('| mode switch, plain docs page')).toMatch(/31\.0 ms \(n=3\).*12\.0 ms \(n=3\).*2\.58×/);
    expect(lineWith('| mode switch, Data Grid demo page')).toContain('error: Timeout 30000ms exceeded.');
    expect(text).toContain('- mode switch, baseline: navbar toggle');
    expect(lineWith('| en ')).toMatch(
      /licensing.*1,?250(\.0)? ms \(n=3\).*250(\.0)? ms \(n=3\).*117\.2 KiB.*\(450 files\)/,
    );
    expect(lineWith('| zh ')).toContain('error: no results rendered');
  });

  it('ends with every budget check and the verdict', () => {
    expect(lineWith('| performance, plain')).toMatch(/96 \|\s+>= 95 \| pass/);
    expect(lineWith('lighthouse.grid.cls')).toMatch(/0\.02 \|\s+<= 0\.00 \| MISSED/);
    expect(lineWith('lighthouse.api.seo')).toContain('skipped (page missing)');
    expect(text).toContain('1 of 7 budget checks missed (2 skipped).');
  });
});

describe('formatBudgetValue', () => {
  it('uses the decimals of the budget', () => {
    expect(formatBudgetValue({ decimals: 2 }, 1.3)).toBe('1.30');
    expect(formatBudgetValue({}, 95)).toBe('95');
  });
});
