import { blogPostCount, comparablePageCount } from './pageCount';

describe('comparablePageCount', () => {
  it('counts the English docs and standalone pages only', () => {
    const paths = [
      '/',
      '/blog',
      '/blog/archive',
      '/blog/portal-for-mui-x-7-14',
      '/getting-started/usage',
      '/playground',
      '/search',
      '/versions',
      '/x/api/data-grid/data-grid',
      '/x/introduction',
      '/zh',
      '/zh/getting-started/usage',
      '/zh/x/introduction',
    ];
    expect(comparablePageCount(paths)).toBe(5);
  });

  it('is 0 for an empty build', () => {
    expect(comparablePageCount([])).toBe(0);
  });
});

describe('blogPostCount', () => {
  it('counts Markdown and MDX files', () => {
    expect(blogPostCount(['2024-08-23-post.md', 'second.mdx', 'authors.yml', 'tags.yml'])).toBe(2);
  });
});
