import fs from 'node:fs';
import path from 'node:path';
import { allPassed, checkBudgets, compare, matchFigures, parseBudgets, type Budget } from './budgets';
import { failed, missing, ok } from './outcome';

describe('parseBudgets', () => {
  it('reads a well-formed list', () => {
    expect(
      parseBudgets({ budgets: [{ label: 'CLS', figure: 'lighthouse.*.cls', op: '<=', limit: 0, decimals: 2 }] }),
    ).toEqual([{ label: 'CLS', figure: 'lighthouse.*.cls', op: '<=', limit: 0, decimals: 2 }]);
  });

  it('names the faulty entry', () => {
    expect(() => parseBudgets({})).toThrow('at least one budget');
    expect(() => parseBudgets({ budgets: [{ label: 'x', figure: 'a.b', op: '<', limit: 1 }] })).toThrow('budget 1');
    expect(() => parseBudgets({ budgets: [{ label: 'x', figure: 'a b', op: '<=', limit: 1 }] })).toThrow('"figure"');
    expect(() => parseBudgets({ budgets: [{ label: 'x', figure: 'a.b', op: '<=', limit: '1' }] })).toThrow('"limit"');
    expect(() => parseBudgets({ budgets: [{ label: '', figure: 'a.b', op: '<=', limit: 1 }] })).toThrow('"label"');
    expect(() => parseBudgets({ budgets: [{ label: 'x', figure: 'a.b', op: '<=', limit: 1, decimals: 1.5 }] })).toThrow(
      '"decimals"',
    );
  });

  it('accepts the committed bench/budgets.json', () => {
    const file = path.resolve(__dirname, '../budgets.json');
    expect(parseBudgets(JSON.parse(fs.readFileSync(file, 'utf8'))).length).toBeGreaterThan(0);
  });
});

describe('matchFigures', () => {
  const names = [
    'lighthouse.plain.seo',
    'lighthouse.grid.seo',
    'lighthouse.grid.performance',
    'baseline.lighthouse.plain.seo',
    'lighthouse.plain.extra.seo',
  ];

  it('matches an exact name', () => {
    expect(matchFigures('lighthouse.grid.performance', names)).toEqual(['lighthouse.grid.performance']);
    expect(matchFigures('baseline.lighthouse.plain.seo', names)).toEqual(['baseline.lighthouse.plain.seo']);
    expect(matchFigures('lighthouse.api.performance', names)).toEqual([]);
  });

  it('lets * stand for one segment of the portal’s figures', () => {
    expect(matchFigures('lighthouse.*.seo', names)).toEqual(['lighthouse.plain.seo', 'lighthouse.grid.seo']);
  });
});

describe('checkBudgets', () => {
  const budgets: Budget[] = [
    { label: 'performance', figure: 'lighthouse.plain.performance', op: '>=', limit: 95 },
    { label: 'SEO', figure: 'lighthouse.*.seo', op: '>=', limit: 100 },
    { label: 'CLS', figure: 'lighthouse.*.cls', op: '<=', limit: 0, decimals: 2 },
    { label: 'JS ratio', figure: 'pageWeight.plain.jsGzipRatio', op: '<=', limit: 1.3, decimals: 2 },
  ];

  it('passes, misses and skips figure by figure', () => {
    const checks = checkBudgets(budgets, {
      'lighthouse.plain.performance': ok(93),
      'lighthouse.plain.seo': ok(100),
      'lighthouse.api.seo': missing('page missing'),
      'lighthouse.grid.seo': failed('Lighthouse: NO_FCP'),
      'lighthouse.plain.cls': ok(0.004),
      'lighthouse.grid.cls': ok(0.006),
      'pageWeight.plain.jsGzipRatio': ok(1.3049),
    });
    expect(checks.map((check) => [check.figure, check.status, check.actual])).toEqual([
      ['lighthouse.plain.performance', 'fail', 93],
      ['lighthouse.plain.seo', 'pass', 100],
      ['lighthouse.api.seo', 'skipped', null],
      ['lighthouse.grid.seo', 'fail', null],
      ['lighthouse.plain.cls', 'pass', 0],
      ['lighthouse.grid.cls', 'fail', 0.01],
      ['pageWeight.plain.jsGzipRatio', 'pass', 1.3],
    ]);
    expect(checks.find((check) => check.figure === 'lighthouse.api.seo')?.note).toBe('page missing');
    expect(checks.find((check) => check.figure === 'lighthouse.grid.seo')?.note).toBe('Lighthouse: NO_FCP');
    expect(allPassed(checks)).toBe(false);
  });

  it('misses a budget whose figure was never measured (a typo in budgets.json)', () => {
    const [check] = checkBudgets([{ label: 'typo', figure: 'navigaton.medianMs', op: '<=', limit: 100 }], {
      'navigation.medianMs': ok(40),
    });
    expect(check).toMatchObject({ status: 'fail', actual: null, note: 'no figure of this name was measured' });
  });

  it('passes when every check passes or is skipped', () => {
    const checks = checkBudgets(budgets.slice(0, 1), { 'lighthouse.plain.performance': ok(95) });
    expect(allPassed(checks)).toBe(true);
    expect(
      allPassed(checkBudgets(budgets.slice(0, 1), { 'lighthouse.plain.performance': missing('page missing') })),
    ).toBe(true);
  });
});

describe('compare', () => {
  it('includes the limit itself', () => {
    expect(compare(95, '>=', 95)).toBe(true);
    expect(compare(100, '<=', 100)).toBe(true);
    expect(compare(100.1, '<=', 100)).toBe(false);
  });
});
