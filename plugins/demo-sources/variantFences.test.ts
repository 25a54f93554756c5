import { unformattedFenceLines, variantFences, withFormattedFences } from './variantFences';

const PAGE = [
  '# Page',
  '',
  '```tsx variants title="App.tsx"',
  'export default function App() {',
  '  return <p>{"Hi"}</p>',
  '}',
  '```',
  '',
  '```tsx title="Plain.tsx"',
  'const   untouched = 1',
  '```',
  '',
  '- In a list:',
  '',
  '  ```ts variants',
  '  export const limit: number = 3;',
  '',
  '  export const   other = 4',
  '  ```',
  '',
].join('\n');

describe('variantFences', () => {
  it('finds the fences marked variants, with their line, language and code as mdast reads it', () => {
    const fences = variantFences(PAGE);
    expect(fences.map(({ line, language, indent }) => ({ line, language, indent }))).toEqual([
      { line: 3, language: 'tsx', indent: '' },
      { line: 15, language: 'ts', indent: '  ' },
    ]);
    expect(fences[1]!.value).toBe('export const limit: number = 3;\n\nexport const   other = 4');
    expect(PAGE.slice(fences[0]!.start, fences[0]!.end)).toBe(
      'export default function App() {\n  return <p>{"Hi"}</p>\n}\n',
    );
  });
});

describe('formatting fences', () => {
  it('names the lines of the fences that are not formatted', async () => {
    expect(await unformattedFenceLines(PAGE, 'page.mdx')).toEqual([3, 15]);
  });

  it('formats them in place, keeping their indentation and leaving other fences alone', async () => {
    const formatted = await withFormattedFences(PAGE, 'page.mdx');
    expect(formatted).toContain(
      '```tsx variants title="App.tsx"\nexport default function App() {\n  return <p>{\'Hi\'}</p>;\n}\n```',
    );
    expect(formatted).toContain('```tsx title="Plain.tsx"\nconst   untouched = 1\n```');
    expect(formatted).toContain(
      '  ```ts variants\n  export const limit: number = 3;\n\n  export const other = 4;\n  ```\n',
    );
    expect(await unformattedFenceLines(formatted, 'page.mdx')).toEqual([]);
    expect(await withFormattedFences(formatted, 'page.mdx')).toBe(formatted);
  });

  it('names the page and line of a fence that does not parse', async () => {
    await expect(unformattedFenceLines('```ts variants\nconst = ;\n```\n', 'docs/bad.mdx')).rejects.toThrow(
      /^docs\/bad\.mdx:1\.ts: /,
    );
  });
});
