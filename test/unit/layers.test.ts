import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layer rules of .dependency-cruiser.cjs (notes/layers.md), run as they are by
 * `npm run lint:layers`, on two small trees: one that breaks each rule, one that breaks none.
 */

const SITE_DIR = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, '__fixtures__/layers');

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
  readonly cycle?: readonly string[];
}

interface Cruise {
  readonly violations: readonly Violation[];
  /** What dependency-cruiser's `err` reporter prints (the lint script's output). */
  readonly err: string;
  readonly exitCode: number;
}

function cruiseFixture(name: string): Cruise {
  const output = execFileSync(
    process.execPath,
    ['test/support/cruiseLayers.mjs', path.join(FIXTURES, name), 'src', 'config', 'test'],
    { cwd: SITE_DIR, encoding: 'utf8' },
  );
  return JSON.parse(output) as Cruise;
}

const pairs = (cruise: Cruise, rule: string): string[] =>
  cruise.violations
    .filter((violation) => violation.rule === rule)
    .map(({ from, to }) => `${from} -> ${to}`)
    .sort();

describe('layer rules on a tree that breaks each of them', () => {
  let broken: Cruise;
  beforeAll(() => {
    broken = cruiseFixture('broken');
  }, 60_000);

  it('data-is-a-leaf: data importing a module', () => {
    expect(pairs(broken, 'data-is-a-leaf')).toEqual(['src/data/labels.ts -> src/modules/format/formatLabel.ts']);
  });

  it('types-are-a-leaf: a shared type importing a module', () => {
    expect(pairs(broken, 'types-are-a-leaf')).toEqual(['src/types/label.ts -> src/modules/format/formatLabel.ts']);
  });

  it('browser-code-runs-in-the-browser: browser code importing build-time code or a Node built-in', () => {
    expect(pairs(broken, 'browser-code-runs-in-the-browser')).toEqual([
      'src/modules/format/formatLabel.ts -> config/format/labelFromDisk.ts',
      'src/modules/format/formatLabel.ts -> fs',
    ]);
  });

  it('exempts unit tests from the browser rule only', () => {
    const ofTest = broken.violations.filter((violation) => violation.from === 'src/modules/format/formatLabel.test.ts');
    expect(ofTest).toEqual([
      {
        rule: 'modules-below-components',
        from: 'src/modules/format/formatLabel.test.ts',
        to: 'src/components/Badge/index.tsx',
      },
    ]);
  });

  it('modules-below-components: a module importing a component', () => {
    expect(pairs(broken, 'modules-below-components')).toEqual([
      'src/modules/format/badgeLabel.ts -> src/components/Badge/index.tsx',
      'src/modules/format/formatLabel.test.ts -> src/components/Badge/index.tsx',
    ]);
  });

  it('components-below-theme: a component importing src/theme', () => {
    expect(pairs(broken, 'components-below-theme')).toEqual(['src/components/Badge/index.tsx -> src/theme/Root.tsx']);
  });

  it('no-circular: an import cycle, with its steps', () => {
    const cycles = broken.violations.filter((violation) => violation.rule === 'no-circular');
    expect(cycles).toEqual([
      {
        rule: 'no-circular',
        from: 'src/modules/cycle/first.ts',
        to: 'src/modules/cycle/second.ts',
        cycle: ['src/modules/cycle/second.ts', 'src/modules/cycle/first.ts'],
      },
    ]);
  });

  it('fails, printing each violation as "rule: from → to" with both file names', () => {
    expect(broken.exitCode).toBe(broken.violations.length);
    for (const { rule, from, to } of broken.violations) {
      expect(broken.err).toContain(`error ${rule}: ${from} → ${rule === 'no-circular' ? '' : to}`);
    }
    expect(broken.err).toContain('error data-is-a-leaf: src/data/labels.ts → src/modules/format/formatLabel.ts');
  });
});

describe('layer rules on a tree that keeps them', () => {
  it('report nothing, Docusaurus aliases (@theme/..., @docusaurus/...) included', () => {
    const clean = cruiseFixture('clean');
    expect(clean.violations).toEqual([]);
    expect(clean.exitCode).toBe(0);
    // Every file of the tree was cruised: the clean result is not an empty one.
    expect(Number(/no dependency violations found \((\d+) modules/.exec(clean.err)?.[1])).toBeGreaterThanOrEqual(9);
  }, 60_000);
});
