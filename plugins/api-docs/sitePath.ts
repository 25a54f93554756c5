/**
 * `https://mui.com/x/react-data-grid/demo/#x` -> `/x/react-data-grid/demo` (site paths only). Apart
 * from the comment readers (comments.ts) so that what a build needs from the stored extraction
 * (finalize.ts) does not load the TypeScript compiler.
 */
export function sitePathOfUrl(url: string): string | undefined {
  const match = /^(?:https:\/\/mui\.com)?(\/[^#?]*)/.exec(url);
  if (!match) return undefined;
  return match[1].replace(/\/+$/, '') || '/';
}
