/** What the README and the notes refer to in the repository (test/support/docReferences.ts). */
import {
  candidatesFor,
  firstBashCommands,
  headingAnchors,
  inlineCodeSpans,
  linkTargets,
  repositoryPathOf,
  resolveLink,
  slugOf,
  withoutFencedCode,
} from '../support/docReferences';

describe('withoutFencedCode', () => {
  it('blanks fenced blocks, fences included, and keeps the line count', () => {
    const text = 'before\n```ts\nconst a = `src/a.ts`;\n```\nafter';
    expect(withoutFencedCode(text)).toBe('before\n\n\n\nafter');
  });

  it('does not close a fence on a line that opens a block with an info string', () => {
    const text = '````md\n```bash\nnpm test\n```\n````\nprose';
    expect(withoutFencedCode(text).split('\n')).toEqual(['', '', '', '', '', 'prose']);
  });
});

describe('inlineCodeSpans', () => {
  it('finds spans outside fenced code, on one line or across a line break', () => {
    const text = 'See `src/a.ts` and `PORTAL_X=1\nPORTAL_Y=2`.\n```\n`src/in-fence.ts`\n```';
    expect(inlineCodeSpans(text)).toEqual(['src/a.ts', 'PORTAL_X=1\nPORTAL_Y=2']);
  });

  it('reads spans opened by several backticks and trims one padding space', () => {
    expect(inlineCodeSpans('a ```` ```tsx variants ```` fence and `` a`b ``')).toEqual(['```tsx variants', 'a`b']);
  });
});

describe('linkTargets', () => {
  it('finds link targets, ignoring a title', () => {
    expect(linkTargets('[a](notes/a.md) and [b](../b.md#part "Title")')).toEqual(['notes/a.md', '../b.md#part']);
  });

  it('ignores links written inside code', () => {
    expect(linkTargets('use `[licensing](./licensing.mdx)`\n```md\n[x](./x.md)\n```\n')).toEqual([]);
  });
});

describe('resolveLink', () => {
  it('resolves a link relative to the file that holds it, keeping the anchor apart', () => {
    expect(resolveLink('notes/ads.md', '../bench/README.md#budgets')).toEqual({
      file: 'bench/README.md',
      anchor: 'budgets',
    });
    expect(resolveLink('README.md', 'notes/ads.md')).toEqual({ file: 'notes/ads.md', anchor: null });
    expect(resolveLink('notes/a.md', 'b.md?raw=1')).toEqual({ file: 'notes/b.md', anchor: null });
  });

  it('is null for URLs, site routes and anchors of the same page', () => {
    expect(resolveLink('README.md', 'https://mui.com/x/')).toBeNull();
    expect(resolveLink('README.md', 'mailto:docs@example.com')).toBeNull();
    expect(resolveLink('README.md', '/x/introduction')).toBeNull();
    expect(resolveLink('README.md', '#scripts')).toBeNull();
  });

  it('keeps a target outside the repository outside, so that it is never found', () => {
    expect(resolveLink('notes/a.md', '../../shared/design.md')?.file).toBe('../shared/design.md');
  });
});

describe('repositoryPathOf', () => {
  it('takes paths in the checked folders, without a trailing slash', () => {
    expect(repositoryPathOf('src/modules/ads/')).toBe('src/modules/ads');
    expect(repositoryPathOf('plugins/api-docs/extract.ts')).toBe('plugins/api-docs/extract.ts');
    expect(repositoryPathOf('config/search/searchRoutes.ts')).toBe('config/search/searchRoutes.ts');
    expect(repositoryPathOf('.ci/run')).toBe('.ci/run');
  });

  it('drops an @site/ prefix, an anchor and a line or line:column suffix', () => {
    expect(repositoryPathOf('@site/src/modules/analytics')).toBe('src/modules/analytics');
    expect(repositoryPathOf('notes/ads.md#tests')).toBe('notes/ads.md');
    expect(repositoryPathOf('src/a.ts:12')).toBe('src/a.ts');
    expect(repositoryPathOf('src/a.ts:12:4')).toBe('src/a.ts');
  });

  it('takes root files: config files, dotfiles with an extension and the listed names', () => {
    expect(repositoryPathOf('docusaurus.config.ts')).toBe('docusaurus.config.ts');
    expect(repositoryPathOf('eslint.config.mjs')).toBe('eslint.config.mjs');
    expect(repositoryPathOf('.prettierrc.json')).toBe('.prettierrc.json');
    expect(repositoryPathOf('.dependency-cruiser.cjs')).toBe('.dependency-cruiser.cjs');
    expect(repositoryPathOf('package.json')).toBe('package.json');
    expect(repositoryPathOf('cspell-words.txt')).toBe('cspell-words.txt');
  });

  it('skips globs, placeholders and brace lists', () => {
    expect(repositoryPathOf('docs/**/demos/*.tsx')).toBeNull();
    expect(repositoryPathOf('i18n/zh/docusaurus-plugin-content-docs-x/current/<same path>')).toBeNull();
    expect(repositoryPathOf('src/data/navigation/{x,core}.ts')).toBeNull();
  });

  it('skips what is not a repository path', () => {
    expect(repositoryPathOf('npm run lint')).toBeNull();
    expect(repositoryPathOf('/x/api/charts')).toBeNull();
    expect(repositoryPathOf('build/zh/')).toBeNull();
    expect(repositoryPathOf('node_modules/.cache/rspack')).toBeNull();
    expect(repositoryPathOf('.bench/')).toBeNull();
    expect(repositoryPathOf('.docusaurus')).toBeNull();
    expect(repositoryPathOf('updateFlow.ts')).toBeNull();
    expect(repositoryPathOf('manifest.json')).toBeNull();
    expect(repositoryPathOf('src//double')).toBeNull();
    expect(repositoryPathOf('')).toBeNull();
  });
});

describe('candidatesFor', () => {
  it('is the path itself when it has an extension', () => {
    expect(candidatesFor('src/a.ts')).toEqual(['src/a.ts']);
  });

  it('adds the module extensions to a path without one (a folder or a module specifier)', () => {
    expect(candidatesFor('src/theme/MDXComponents')).toEqual([
      'src/theme/MDXComponents',
      'src/theme/MDXComponents.ts',
      'src/theme/MDXComponents.tsx',
      'src/theme/MDXComponents.mjs',
      'src/theme/MDXComponents.cjs',
      'src/theme/MDXComponents.js',
    ]);
  });
});

describe('slugOf and headingAnchors', () => {
  it('makes GitHub anchors: lower case, punctuation and code marks dropped, spaces to hyphens', () => {
    expect(slugOf('Time limits: nothing can hang `npm test`')).toBe('time-limits-nothing-can-hang-npm-test');
    expect(slugOf('What loads lazily, and why')).toBe('what-loads-lazily-and-why');
    expect(slugOf('Where is X')).toBe('where-is-x');
  });

  it('numbers repeated headings and ignores headings inside fenced code', () => {
    const text = '# Title\n## Tests\n```md\n## Hidden\n```\n### Tests\n';
    expect([...headingAnchors(text)]).toEqual(['title', 'tests', 'tests-1']);
  });
});

describe('firstBashCommands', () => {
  it('lists the commands of the first bash block without their comments', () => {
    const readme =
      '# T\n\n```bash\nnpm install && npm run dev     # start\nnpm test   # all\n```\n\n```bash\nnpm run lint\n```\n';
    expect(firstBashCommands(readme)).toEqual(['npm install && npm run dev', 'npm test']);
  });

  it('is empty without a bash block', () => {
    expect(firstBashCommands('# T\n\n```sh\nnpm test\n```\n')).toEqual([]);
  });
});
