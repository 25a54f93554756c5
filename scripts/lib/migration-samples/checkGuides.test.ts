import {
  afterModules,
  compileProblems,
  formatProblem,
  importProblems,
  isAfterFence,
  missingPairsProblems,
  variantsFences,
} from './checkGuides';
import type { ModuleExports } from './packageExports';

const FILE = 'docs/x/migration/guide.mdx';

const page = (...lines: string[]): string => lines.join('\n');

const PAIR = page(
  'Lead.', // 1
  '', // 2
  '```tsx variants title="Before"', // 3
  "import { GridLinkOperator } from '@mui/x-data-grid';", // 4
  '```', // 5
  '', // 6
  '```tsx variants title="After"', // 7
  "import * as React from 'react';", // 8
  "import { GridLogicOperator, GridRemoved } from '@mui/x-data-grid';", // 9
  "import { gone } from '@mui/x-gone';", // 10
  '```', // 11
  '', // 12
  '```bash', // 13
  'npm install @mui/x-data-grid', // 14
  '```', // 15
);

const EXPORTS: ModuleExports = new Map([
  ['@mui/x-data-grid', new Set(['DataGrid', 'GridLogicOperator'])],
  ['@mui/x-gone', undefined],
]);

describe('variantsFences and isAfterFence', () => {
  it('keeps only the fences marked variants, and knows the After ones by title', () => {
    const fences = variantsFences(PAIR);
    expect(fences.map((fence) => [fence.line, fence.title, isAfterFence(fence)])).toEqual([
      [3, 'Before', false],
      [7, 'After', true],
    ]);
  });
});

describe('missingPairsProblems', () => {
  it('passes a guide with a tsx variants fence', () => {
    expect(missingPairsProblems(FILE, variantsFences(PAIR))).toEqual([]);
  });

  it('fails a guide with none, or with ts variants fences only', () => {
    const expected = [{ file: FILE, line: 1, message: expect.stringContaining('no ```tsx variants fence') }];
    expect(missingPairsProblems(FILE, variantsFences('```tsx\nconst a = 1;\n```'))).toEqual(expected);
    expect(missingPairsProblems(FILE, variantsFences('```ts variants\nconst a = 1;\n```'))).toEqual(expected);
  });
});

describe('compileProblems', () => {
  it('passes TypeScript the build transform accepts', async () => {
    expect(await compileProblems(FILE, variantsFences(PAIR))).toEqual([]);
  });

  it('names the fence line of a sample that does not parse, with the reason', async () => {
    const fences = variantsFences(page('Text.', '', '```tsx variants title="After"', '<DataGrid rows={rows} ', '```'));
    const problems = await compileProblems(FILE, fences);
    expect(problems).toEqual([
      { file: FILE, line: 3, message: expect.stringMatching(/does not compile: code-block-line-3\.tsx/) },
    ]);
  });

  it('fails an enum, which the build transform refuses', async () => {
    const problems = await compileProblems(FILE, variantsFences('```ts variants\nenum Mode { A }\n```'));
    expect(problems).toEqual([{ file: FILE, line: 1, message: expect.stringContaining('must not use enums') }]);
  });

  it('fails a variants fence that is not TypeScript', async () => {
    const problems = await compileProblems(FILE, variantsFences('```jsx variants\nconst a = 1;\n```'));
    expect(problems).toEqual([{ file: FILE, line: 1, message: 'a variants fence must be tsx or ts, not "jsx"' }]);
  });
});

describe('afterModules and importProblems', () => {
  it('collects the @mui modules of After fences only', () => {
    expect([...afterModules(variantsFences(PAIR))]).toEqual(['@mui/x-data-grid', '@mui/x-gone']);
  });

  it('names the page line, the fence line and the name missing from a package, or the module that is missing', () => {
    const problems = importProblems(FILE, variantsFences(PAIR), EXPORTS);
    expect(problems.map(formatProblem)).toEqual([
      `${FILE}:9: the "After" fence at line 7 imports \`GridRemoved\` from '@mui/x-data-grid', which the installed package does not export`,
      `${FILE}:10: the "After" fence at line 7 imports \`gone\` from '@mui/x-gone', a module that does not resolve in node_modules`,
    ]);
  });

  it('does not check Before fences, whose names are of the old version', () => {
    const before = variantsFences(PAIR).filter((fence) => !isAfterFence(fence));
    expect(importProblems(FILE, before, EXPORTS)).toEqual([]);
  });
});
