/** The lines of `npm run nav:check` (scripts/lib/coverageReport.ts). */
import { percentOf, sectionLines, totalLine } from './coverageReport';

const section = (name: string, present: number, total: number, missing: string[] = []) => ({
  section: name,
  present,
  total,
  missing,
});

describe('percentOf', () => {
  it('rounds to a whole percent, and counts an empty section as complete', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 4)).toBe(0);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('sectionLines', () => {
  it('gives one aligned line per section, then its missing pages', () => {
    expect(sectionLines([section('Data Grid', 2, 3, ['/x/react-data-grid/a']), section('Charts', 0, 0)])).toEqual([
      `${'Data Grid'.padEnd(40)}   2/3   67%`,
      '    missing /x/react-data-grid/a',
      `${'Charts'.padEnd(40)}   0/0   100%`,
    ]);
  });
});

describe('totalLine', () => {
  it('adds up every section after a blank line', () => {
    expect(totalLine([section('A', 2, 3), section('B', 1, 1)])).toBe(
      '\nTotal: 3/4 navigation pages have content (75%)',
    );
  });
});
