import { lintWithRule, located } from './testing/lintWith';

const RULE = 'lint/remark/requireFrontMatter.mts';

describe('front-matter-fields', () => {
  // One child process per rule setting, while Jest collects the tests (no test timeout): remark is
  // ESM-only and runs outside Jest.
  const messages = lintWithRule(RULE, [
    { path: 'docs/complete.mdx', value: '---\ntitle: Page\ndescription: A page.\n---\n\nLead.\n' },
    { path: 'docs/no-description.mdx', value: '---\ntitle: Page\ndescription:\n---\n\nLead.\n' },
    { path: 'docs/no-front-matter.mdx', value: 'Lead.\n\n## Section\n' },
  ]);
  const custom = lintWithRule(
    RULE,
    [{ path: 'blog/post.md', value: '---\ntitle: Post\n---\n\nText.\n' }],
    ['title', 'slug'],
  );

  it('says nothing when title and description are set', () => {
    expect(messages.filter((m) => m.file === 'docs/complete.mdx')).toEqual([]);
  });

  it('names the missing key, at the front matter', () => {
    const missing = messages.filter((m) => m.file === 'docs/no-description.mdx');
    expect(located(missing)).toEqual(['docs/no-description.mdx:1 front-matter-fields']);
    expect(missing[0].reason).toMatch(/^Missing `description` in the front matter/);
  });

  it('names both keys when the page has no front matter', () => {
    const missing = messages.filter((m) => m.file === 'docs/no-front-matter.mdx');
    expect(missing.map((m) => m.reason)).toEqual([
      expect.stringMatching(/^Missing `title` \(the page has no front matter\)/),
      expect.stringMatching(/^Missing `description` \(the page has no front matter\)/),
    ]);
    expect(located(missing)).toEqual([
      'docs/no-front-matter.mdx:1 front-matter-fields',
      'docs/no-front-matter.mdx:1 front-matter-fields',
    ]);
  });

  it('takes the required keys as its option', () => {
    expect(custom.map((m) => m.reason)).toEqual([expect.stringMatching(/^Missing `slug`/)]);
  });
});
