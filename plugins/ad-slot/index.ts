import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** The MDX component the slot is (registered in src/theme/MDXComponents.tsx). */
export const AD_SLOT_TAG = 'AdSlot';

/** Nodes that render nothing: imports/exports, `{/* comments *\/}`, HTML comments, front matter. */
function rendersNothing(node: RootContent): boolean {
  if (node.type === 'mdxjsEsm' || node.type === 'yaml' || node.type === 'definition') return true;
  if (node.type === 'mdxFlowExpression') return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
  if (node.type === 'html') return /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
  return false;
}

function hasAdSlot(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'mdxJsxFlowElement' && node.name === AD_SLOT_TAG);
}

/**
 * Where the slot goes in a page body: right after the lead (the first thing the page shows, when it
 * is a paragraph: notes/WRITING.md has every page open with one); a page that opens with anything
 * else gets it first. The index counts in `tree.children`.
 */
export function adSlotIndex(tree: Root): number {
  const first = tree.children.findIndex((node) => !rendersNothing(node));
  if (first === -1) return tree.children.length;
  return tree.children[first]!.type === 'paragraph' ? first + 1 : first;
}

/**
 * Puts one `<AdSlot />` in every docs page, after its lead paragraph, at build time: the slot is in
 * the server-rendered HTML at its place, so its space is reserved from the first paint. A page that
 * already places `<AdSlot />` itself is left alone.
 */
export default function remarkAdSlot() {
  return (tree: Root): void => {
    if (hasAdSlot(tree)) return;
    const slot: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: AD_SLOT_TAG, attributes: [], children: [] };
    tree.children.splice(adSlotIndex(tree), 0, slot);
  };
}
