import type { Root, RootContent } from 'mdast';
import remarkAdSlot, { AD_SLOT_TAG, adSlotIndex } from './index';

const paragraph = (value: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value }] });
const heading = (value: string): RootContent => ({ type: 'heading', depth: 2, children: [{ type: 'text', value }] });
const esm = (value: string): RootContent => ({ type: 'mdxjsEsm', value });
const slot = (): RootContent => ({ type: 'mdxJsxFlowElement', name: AD_SLOT_TAG, attributes: [], children: [] });

function run(children: RootContent[]): string[] {
  const tree: Root = { type: 'root', children };
  remarkAdSlot()(tree);
  return tree.children.map((node) => (node.type === 'mdxJsxFlowElement' ? `<${node.name}>` : node.type));
}

describe('remarkAdSlot', () => {
  it('puts the slot right after the lead paragraph', () => {
    expect(run([paragraph('Lead.'), heading('First'), paragraph('More.')])).toEqual([
      'paragraph',
      '<AdSlot>',
      'heading',
      'paragraph',
    ]);
  });

  it('skips imports, comments and definitions before the lead', () => {
    const comment: RootContent = { type: 'mdxFlowExpression', value: '/* a note */' };
    const html: RootContent = { type: 'html', value: '<!-- hidden -->' };
    expect(run([esm("import Tabs from '@theme/Tabs';"), comment, html, paragraph('Lead.'), heading('Next')])).toEqual([
      'mdxjsEsm',
      'mdxFlowExpression',
      'html',
      'paragraph',
      '<AdSlot>',
      'heading',
    ]);
  });

  it('puts the slot first when the page does not open with a paragraph', () => {
    expect(run([heading('Straight in'), paragraph('Text.')])).toEqual(['<AdSlot>', 'heading', 'paragraph']);
    const demo: RootContent = { type: 'mdxJsxFlowElement', name: 'Demo', attributes: [], children: [] };
    expect(run([esm('import x from "y";'), demo, paragraph('Text.')])).toEqual([
      'mdxjsEsm',
      '<AdSlot>',
      '<Demo>',
      'paragraph',
    ]);
  });

  it('gives an empty page one slot', () => {
    expect(run([])).toEqual(['<AdSlot>']);
    expect(run([esm('export const a = 1;')])).toEqual(['mdxjsEsm', '<AdSlot>']);
  });

  it('is not fooled by an expression that is not a comment', () => {
    const expression: RootContent = { type: 'mdxFlowExpression', value: 'props.intro' };
    expect(adSlotIndex({ type: 'root', children: [expression, paragraph('x')] })).toBe(0);
  });

  it('adds exactly one slot, and none to a page that places its own', () => {
    expect(run([paragraph('Lead.'), slot(), heading('x')])).toEqual(['paragraph', '<AdSlot>', 'heading']);
    const tree: Root = { type: 'root', children: [paragraph('Lead.')] };
    remarkAdSlot()(tree);
    remarkAdSlot()(tree);
    expect(tree.children.filter((node) => node.type === 'mdxJsxFlowElement')).toHaveLength(1);
  });
});
