import { runEsmScript } from '../../test/support/runEsmScript';

interface Input {
  source: string;
  page: { title: string; description?: string };
  demos?: Record<string, string>;
  /** Export the page once per prefix, in one process, as the locales of one build do. */
  prefixes?: string[];
}

/** Runs mdxToMarkdown in a child process (ESM-only parser); links resolve to `https://example.test/resolved/<href>`. */
function convert(input: Input): { markdown?: string; markdowns?: string[]; error?: string } {
  return runEsmScript('config/markdownExport/__fixtures__/mdxToMarkdown.cli.ts', { demos: {}, ...input });
}

const PAGE = [
  '---',
  'title: Licensing',
  'description: Which plan needs a key.',
  '---',
  '',
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  'The lead, with a [link](./support.mdx#pro-plan), a [route](/x/react-charts) and [an external one](https://mui.com).',
  '',
  '## Pro plan \\{#pro-plan}',
  '',
  '<Demo file="./demos/LicenseDemo.tsx" />',
  '',
  '<Tabs groupId="package-manager">',
  '<TabItem value="npm" label="npm">',
  '',
  '```bash',
  'npm install @mui/x-license',
  '```',
  '',
  '</TabItem>',
  '</Tabs>',
  '',
  ':::warning Keep the key private',
  '',
  'It ships in the bundle.',
  '',
  ':::',
  '',
  '```tsx variants title="App.tsx"',
  'const answer = 42;',
  '```',
  '',
  'A ratio of 16:9 and a <span>span</span> {1 + 1} stay readable.',
  '',
].join('\n');

describe('mdxToMarkdown', () => {
  const result = convert({
    source: PAGE,
    page: { title: 'Licensing', description: 'Which plan needs a key.' },
    demos: { './demos/LicenseDemo.tsx': 'export default function LicenseDemo() {\n  return null;\n}\n' },
  });
  const markdown = result.markdown ?? '';

  it('starts with the title and the description, without front matter or imports', () => {
    expect(result.error).toBeUndefined();
    expect(markdown.startsWith('# Licensing\n\n> Which plan needs a key.\n')).toBe(true);
    expect(markdown).not.toContain('title: Licensing');
    expect(markdown).not.toContain('import Tabs');
  });

  it('makes every link absolute through the resolver, external ones unchanged', () => {
    expect(markdown).toContain('[link](https://example.test/resolved/./support.mdx#pro-plan)');
    expect(markdown).toContain('[route](https://example.test/resolved//x/react-charts)');
    expect(markdown).toContain('[an external one](https://mui.com)');
  });

  it('drops explicit heading ids', () => {
    expect(markdown).toContain('## Pro plan\n');
    expect(markdown).not.toContain('{#pro-plan}');
  });

  it('writes a demo as its TypeScript source in a titled fence', () => {
    expect(markdown).toContain(
      '```tsx title="LicenseDemo.tsx"\nexport default function LicenseDemo() {\n  return null;\n}\n```',
    );
    expect(markdown).not.toContain('<Demo');
  });

  it('writes tabs as labelled blocks and admonitions as quotes', () => {
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install @mui/x-license\n```');
    expect(markdown).not.toContain('<TabItem');
    expect(markdown).toContain('> **Warning: Keep the key private**\n>\n> It ships in the bundle.');
    expect(markdown).not.toContain(':::');
  });

  it('keeps only the title of a fence meta, and the text of other JSX', () => {
    expect(markdown).toContain('```tsx title="App.tsx"\nconst answer = 42;\n```');
    expect(markdown).toContain('A ratio of 16:9 and a span  stay readable.');
    expect(markdown).not.toContain('1 + 1');
  });

  it('exports a page the same way each time it is exported in one process (one parse serves every locale)', () => {
    const demos = { './demos/LicenseDemo.tsx': 'export default function LicenseDemo() {\n  return null;\n}\n' };
    const page = { title: 'Licensing', description: 'Which plan needs a key.' };
    const twice = convert({
      source: PAGE,
      page,
      demos,
      prefixes: ['https://example.test/zh/', 'https://example.test/resolved/'],
    });
    const zhAlone = convert({ source: PAGE, page, demos, prefixes: ['https://example.test/zh/'] });
    expect(twice.error).toBeUndefined();
    expect(twice.markdowns).toEqual([zhAlone.markdown, markdown]);
    expect(twice.markdowns?.[0]).toContain('[route](https://example.test/zh//x/react-charts)');
  });

  it('fails on a demo whose file is missing', () => {
    const missing = convert({ source: '<Demo file="./demos/Gone.tsx" />\n', page: { title: 'T' } });
    expect(missing.error).toBe('the demo ./demos/Gone.tsx is missing');
  });
});
