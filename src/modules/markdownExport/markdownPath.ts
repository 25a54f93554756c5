/**
 * Where a page's Markdown is served (plugins/markdown-export writes it): the page's path plus `.md`,
 * without a trailing slash or a hash (`/zh/x/introduction/` -> `/zh/x/introduction.md`).
 */
export function markdownPathOf(permalink: string): string {
  const withoutHash = permalink.split('#')[0]?.split('?')[0] ?? '';
  const trimmed = withoutHash.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}
