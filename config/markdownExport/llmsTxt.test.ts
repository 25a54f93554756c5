import { llmsFiles, markdownUrlOf, type ExportedPage } from './llmsTxt';

const page = (
  pathname: string,
  product: ExportedPage['product'],
  title: string,
  description?: string,
): ExportedPage => ({
  pathname,
  url: `https://docs.test/zh${pathname}`,
  title,
  ...(description ? { description } : {}),
  product,
  markdown: `# ${title}\n\nBody of ${title}.\n`,
});

const PAGES = [
  page('/getting-started/installation', 'material-ui', 'Installation', 'Install Material UI.'),
  page('/x/introduction', 'x', 'Overview'),
  page('/x/react-data-grid', 'x-data-grid', 'Data Grid [overview]', 'A fast\ngrid.'),
  page('/x/react-charts/bars', 'x-charts', 'Bars'),
];

describe('llmsFiles', () => {
  const files = llmsFiles(PAGES, { title: 'MUI X Docs', summary: 'Docs as Markdown.' });
  const file = (name: string): string => files.find((candidate) => candidate.path === name)?.content ?? '';

  it('writes the site index with a section per product, each page linking its Markdown', () => {
    expect(file('/llms.txt')).toBe(
      [
        '# MUI X Docs',
        '',
        '> Docs as Markdown.',
        '',
        '## Material UI',
        '',
        '- [Installation](https://docs.test/zh/getting-started/installation.md): Install Material UI.',
        '',
        '## MUI X',
        '',
        '- [Overview](https://docs.test/zh/x/introduction.md)',
        '',
        '## Data Grid',
        '',
        '- [Data Grid \\[overview\\]](https://docs.test/zh/x/react-data-grid.md): A fast grid.',
        '',
        '## Charts',
        '',
        '- [Bars](https://docs.test/zh/x/react-charts/bars.md)',
        '',
      ].join('\n'),
    );
  });

  it('writes one index per product that has pages, in its folder', () => {
    expect(files.map((candidate) => candidate.path)).toEqual([
      '/llms.txt',
      '/material-ui/llms.txt',
      '/x/llms.txt',
      '/x/react-data-grid/llms.txt',
      '/x/react-charts/llms.txt',
      '/llms-full.txt',
    ]);
    expect(file('/x/react-charts/llms.txt')).toContain('- [Bars](https://docs.test/zh/x/react-charts/bars.md)');
    expect(file('/x/react-charts/llms.txt')).not.toContain('Installation');
  });

  it('writes every page in full in llms-full.txt, in order', () => {
    const full = file('/llms-full.txt');
    expect(full.indexOf('# Installation')).toBeLessThan(full.indexOf('# Bars'));
    expect(full).toContain('<!-- https://docs.test/zh/x/react-charts/bars.md -->\n\n# Bars\n\nBody of Bars.\n');
  });
});

describe('markdownUrlOf', () => {
  it('adds .md to a page address', () => {
    expect(markdownUrlOf('https://docs.test/x/introduction')).toBe('https://docs.test/x/introduction.md');
    expect(markdownUrlOf('https://docs.test/x/introduction/')).toBe('https://docs.test/x/introduction.md');
  });
});
