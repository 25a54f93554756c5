import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { InlineCode } from './inlineCode';

/** Runs inlineCodeOf in a child Node process with tsx (see __fixtures__/inlineCode.cli.ts). */
function inlineCodeOf(source: string): InlineCode[] {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '__fixtures__', 'inlineCode.cli.ts')],
    {
      input: source,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as InlineCode[];
}

describe('inlineCodeOf', () => {
  it('returns only inline code, with its line, skipping front matter, fences, JSX attributes and imports', () => {
    const page = [
      '---', // 1
      'title: The `frontMatter` title', // 2
      '---', // 3
      '', // 4
      "import Tabs from '@theme/Tabs';", // 5
      '', // 6
      'The `DataGrid` has `checkboxSelection`.', // 7
      '', // 8
      '```tsx', // 9
      'const inFence = `template`;', // 10
      '```', // 11
      '', // 12
      '<Tabs label="`notCode`">', // 13
      '', // 14
      '- an item with `getRowId`', // 15
      '', // 16
      '</Tabs>', // 17
      '', // 18
      '| Option | Meaning |', // 19
      '| --- | --- |', // 20
      "| `includeHeaders` | `'a' \\| 'b'` |", // 21
    ].join('\n');
    expect(inlineCodeOf(page)).toEqual([
      { value: 'DataGrid', line: 7 },
      { value: 'checkboxSelection', line: 7 },
      { value: 'getRowId', line: 15 },
      { value: 'includeHeaders', line: 21 },
      { value: "'a' | 'b'", line: 21 },
    ]);
  });

  it('reports the line a span starts on when a paragraph wraps', () => {
    expect(inlineCodeOf('First line\nsecond `one`\nthird `two`\n')).toEqual([
      { value: 'one', line: 2 },
      { value: 'two', line: 3 },
    ]);
  });
});
