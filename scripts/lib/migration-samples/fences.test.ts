import { fencesOf, isVariantsFence, titleOf } from './fences';

describe('fencesOf', () => {
  it('reads language, meta, title, opening line and code of each fence', () => {
    const page = [
      '---',
      'title: Guide',
      '---',
      '',
      'Lead.',
      '',
      '```tsx variants title="Before"',
      "import { A } from '@mui/a';",
      '```',
      '',
      '```bash',
      'npm install',
      '```',
    ].join('\n');
    expect(fencesOf(page)).toEqual([
      {
        lang: 'tsx',
        meta: 'variants title="Before"',
        title: 'Before',
        line: 7,
        value: "import { A } from '@mui/a';",
      },
      { lang: 'bash', meta: '', title: undefined, line: 11, value: 'npm install' },
    ]);
  });

  it('removes the indentation of a fence inside a list item from its lines', () => {
    const page = ['- item', '', '  ```tsx', '  const a = 1;', '    const b = 2;', '  ```'].join('\n');
    expect(fencesOf(page)).toEqual([
      { lang: 'tsx', meta: '', title: undefined, line: 3, value: 'const a = 1;\n  const b = 2;' },
    ]);
  });

  it('closes a fence only with the same character, at least as many times, alone on its line', () => {
    const page = ['````md', '```tsx', 'code', '```', '~~~', '````', 'after'].join('\n');
    const [fence, ...others] = fencesOf(page);
    expect(others).toEqual([]);
    expect(fence).toMatchObject({ lang: 'md', line: 1, value: '```tsx\ncode\n```\n~~~' });
  });

  it('does not take a line with backticks in its info string for a fence', () => {
    expect(fencesOf('```inline` code```\ntext')).toEqual([]);
  });

  it('runs a fence left open to the end of the page', () => {
    expect(fencesOf('```ts\nconst a = 1;\n')).toEqual([
      { lang: 'ts', meta: '', title: undefined, line: 1, value: 'const a = 1;\n' },
    ]);
  });

  it('reads CRLF pages like LF pages', () => {
    expect(fencesOf('```ts\r\nconst a = 1;\r\n```\r\n')[0]?.value).toBe('const a = 1;');
  });
});

describe('titleOf and isVariantsFence', () => {
  it('reads a title in double or single quotes', () => {
    expect(titleOf('variants title="After"')).toBe('After');
    expect(titleOf("title='Before' variants")).toBe('Before');
    expect(titleOf('variants')).toBeUndefined();
  });

  it('asks for the variants word itself, not a word that contains it', () => {
    const fence = { lang: 'tsx', title: undefined, line: 1, value: '' };
    expect(isVariantsFence({ ...fence, meta: 'variants title="After"' })).toBe(true);
    expect(isVariantsFence({ ...fence, meta: 'title="After" variants' })).toBe(true);
    expect(isVariantsFence({ ...fence, meta: 'novariants' })).toBe(false);
    expect(isVariantsFence({ ...fence, meta: '' })).toBe(false);
  });
});
