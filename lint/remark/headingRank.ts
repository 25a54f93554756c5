/**
 * The rank (1-6) of a node that renders as a heading, the way remark-lint's heading rules see it: a Markdown
 * heading (`## Title`), an HTML heading (`<h2>`) or an MDX JSX heading element (`<h2>...</h2>`).
 * Kept free of ESM-only imports so that Jest can test it directly.
 */
export interface HeadingLike {
  readonly type: string;
  readonly depth?: number;
  readonly value?: unknown;
  readonly name?: string | null;
}

const HTML_HEADING = /^\s*<h([1-6])[\s>/]/i;
const JSX_HEADING = /^h([1-6])$/;

/** The heading rank of `node`, or `undefined` when it is not a heading. */
export function headingRank(node: HeadingLike): number | undefined {
  if (node.type === 'heading') return node.depth;
  if (node.type === 'html' && typeof node.value === 'string') {
    const match = HTML_HEADING.exec(node.value);
    return match ? Number(match[1]) : undefined;
  }
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
    const match = JSX_HEADING.exec(node.name);
    return match ? Number(match[1]) : undefined;
  }
  return undefined;
}
