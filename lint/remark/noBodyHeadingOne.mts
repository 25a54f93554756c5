/**
 * remark-lint rule `no-body-h1`: a page never writes an h1 (`# Title`, `<h1>`) in its body. The theme
 * renders the front matter `title` as the page's only h1 (notes/WRITING.md), so sections start at `##`.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { headingRank } from './headingRank';

const noBodyHeadingOne = lintRule<Root>({ origin: 'portal-lint:no-body-h1', url: 'notes/WRITING.md' }, (tree, file) => {
  visit(tree, (node) => {
    if (headingRank(node) === 1 && node.position) {
      file.message('Unexpected h1 in the page body: the theme renders the front matter `title`; start at `##`', {
        place: node.position,
      });
    }
  });
});

export default noBodyHeadingOne;
