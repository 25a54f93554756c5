/**
 * Markdown/MDX lint of the pages (npm run lint:pages; notes/WRITING.md, "Spelling and page structure").
 * Parses every page the way Docusaurus does (YAML front matter, MDX) and checks the conventions a tool can
 * see: front matter with `title` and `description`, no h1 in the body (the theme renders the title), the
 * first heading is `##` and levels never skip, and every fenced code block names its language.
 * The portal's own rules are TypeScript ES modules (lint/remark/*.mts); tsx loads them.
 */
import { register } from 'tsx/esm/api';
import remarkFrontmatter from 'remark-frontmatter';
import remarkLint from 'remark-lint';
import remarkLintFencedCodeFlag from 'remark-lint-fenced-code-flag';
import remarkLintFirstHeadingLevel from 'remark-lint-first-heading-level';
import remarkLintHeadingIncrement from 'remark-lint-heading-increment';
import remarkMdx from 'remark-mdx';

register();
const { default: noBodyHeadingOne } = await import('./lint/remark/noBodyHeadingOne.mts');
const { default: requireFrontMatter } = await import('./lint/remark/requireFrontMatter.mts');

const config = {
  plugins: [
    [remarkFrontmatter, ['yaml']],
    remarkMdx,
    remarkLint,
    [requireFrontMatter, ['title', 'description']],
    noBodyHeadingOne,
    [remarkLintFirstHeadingLevel, 2],
    remarkLintHeadingIncrement,
    remarkLintFencedCodeFlag,
  ],
};

export default config;
