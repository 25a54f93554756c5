/**
 * The inline code spans of a page (Markdown or MDX), each with the line it starts on.
 *
 * The page is parsed as Docusaurus parses it (remark with MDX, GFM tables and YAML front matter), so code in
 * fences, JSX attributes, ESM imports and front matter is not inline code; only `inlineCode` nodes are
 * returned, in document order. The parser packages are ESM only: this module runs under tsx (the CLI),
 * and its test drives it through a child process.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface InlineCode {
  /** The code as written between the backticks. */
  value: string;
  /** 1-based line of the opening backtick. */
  line: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

/** Every inline code span of `source`; an MDX syntax error throws (the build reports those). */
export function inlineCodeOf(source: string): InlineCode[] {
  const spans: InlineCode[] = [];
  visit(parser.parse(source), 'inlineCode', (node) => {
    spans.push({ value: node.value, line: node.position?.start.line ?? 0 });
  });
  return spans;
}
