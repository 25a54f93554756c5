/**
 * The code samples of the migration guides (every .mdx under docs/x/migration), checked as
 * scripts/lib/migration-samples/checkGuides.ts describes: each `variants` fence compiles with the
 * build's transform, each guide has a ```tsx variants fence, and each name an "After" fence imports
 * from `@mui/...` is exported by the installed package. A failure lists `file:line: problem`.
 *
 * The guides are found when the test runs, so guides written after this file are checked too. The
 * fixtures prove that the checks fail where they should.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  checkGuides,
  formatProblem,
  type Guide,
  type GuideProblem,
} from '../../scripts/lib/migration-samples/checkGuides';

const SITE_DIR = path.resolve(__dirname, '../..');
const GUIDES_DIR = path.join(SITE_DIR, 'docs/x/migration');
const FIXTURES_DIR = path.join(__dirname, '__fixtures__/migration-samples');

/** The .mdx files under `dir`, at any depth, as paths relative to the site; none when it does not exist. */
function mdxFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.relative(SITE_DIR, path.join(dir, name)).split(path.sep).join('/'))
    .sort();
}

const read = (file: string): Guide => ({ file, source: fs.readFileSync(path.join(SITE_DIR, file), 'utf8') });

const guideFiles = mdxFilesUnder(GUIDES_DIR);
const fixture = (name: string): string =>
  path.relative(SITE_DIR, path.join(FIXTURES_DIR, name)).split(path.sep).join('/');

let results: Map<string, GuideProblem[]>;
const problemsOf = (file: string): string[] => {
  const problems = results.get(file);
  if (!problems) throw new Error(`${file} was not checked`);
  return problems.map(formatProblem);
};

beforeAll(async () => {
  // One run for the guides and the fixtures: the installed packages' exports are read once.
  const fixtures = ['valid.mdx', 'bad-sample.mdx', 'missing-export.mdx', 'no-pairs.mdx'].map(fixture);
  results = await checkGuides([...guideFiles, ...fixtures].map(read), SITE_DIR);
}, 180_000);

describe('the migration guides under docs/x/migration', () => {
  for (const file of guideFiles) {
    it(`${file}: samples compile, come in tsx variants pairs and import only installed exports`, () => {
      expect(problemsOf(file)).toEqual([]);
    });
  }
});

describe('the check, on fixture guides', () => {
  it('passes a guide whose samples compile and import existing names (types, subpaths)', () => {
    expect(problemsOf(fixture('valid.mdx'))).toEqual([]);
  });

  it('fails a sample that does not compile, naming the guide and the fence line', () => {
    const file = fixture('bad-sample.mdx');
    expect(problemsOf(file)).toEqual([
      expect.stringMatching(new RegExp(`^${file}:12: the variants fence does not compile: code-block-line-12\\.tsx`)),
    ]);
  });

  it('fails an After sample that imports a name the installed package does not export, naming guide, lines and name', () => {
    const file = fixture('missing-export.mdx');
    expect(problemsOf(file)).toEqual([
      `${file}:9: the "After" fence at line 8 imports \`GridSelectionModel\` from '@mui/x-data-grid', which the installed package does not export`,
    ]);
  });

  it('fails a guide without a tsx variants fence', () => {
    const file = fixture('no-pairs.mdx');
    expect(problemsOf(file)).toEqual([
      `${file}:1: the guide has no \`\`\`tsx variants fence (each change needs a Before/After pair)`,
    ]);
  });
});
