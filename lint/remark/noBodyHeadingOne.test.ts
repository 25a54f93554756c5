import { lintWithRule, located } from './testing/lintWith';

const RULE = 'lint/remark/noBodyHeadingOne.mts';
const FRONT = '---\ntitle: Page\ndescription: A page.\n---\n\n';

describe('no-body-h1', () => {
  // One child process for all cases, while Jest collects the tests (no test timeout): remark is ESM-only
  // and runs outside Jest.
  const messages = lintWithRule(RULE, [
    { path: 'docs/markdown-h1.mdx', value: `${FRONT}Lead.\n\n# Title\n\n## Section\n` },
    { path: 'docs/jsx-h1.mdx', value: `${FRONT}Lead.\n\n<h1>Title</h1>\n` },
    { path: 'docs/clean.mdx', value: `${FRONT}Lead.\n\n## Section\n\n\`\`\`md\n# a heading in code\n\`\`\`\n` },
  ]);

  it('reports a Markdown h1 with its file and line', () => {
    expect(located(messages.filter((m) => m.file === 'docs/markdown-h1.mdx'))).toEqual([
      'docs/markdown-h1.mdx:8 no-body-h1',
    ]);
  });

  it('reports a JSX h1', () => {
    expect(located(messages.filter((m) => m.file === 'docs/jsx-h1.mdx'))).toEqual(['docs/jsx-h1.mdx:8 no-body-h1']);
  });

  it('says why, and comes from the portal rules', () => {
    const [message] = messages;
    expect(message.reason).toMatch(/h1.*front matter `title`/);
    expect(message.source).toBe('portal-lint');
  });

  it('says nothing about a page that starts at ## (code fences are not headings)', () => {
    expect(messages.filter((m) => m.file === 'docs/clean.mdx')).toEqual([]);
  });
});
