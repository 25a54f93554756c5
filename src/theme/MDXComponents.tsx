import MDXComponents from '@theme-original/MDXComponents';
import AdSlot from '@site/src/components/AdSlot';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Components every MDX page can use without importing them: `<AdSlot>`, which plugins/ad-slot puts
 * after the lead paragraph of every docs page. `<Demo>` and `<CodeVariants>` are not here: the
 * demo-sources remark plugins import them into the pages that use them, so a page without demos
 * does not load the demo toolbar and its MUI components. Markdown tables render as `ScrollableTable`,
 * which a keyboard can scroll when the table is wider than a phone.
 */
export default {
  ...MDXComponents,
  AdSlot,
  table: ScrollableTable,
};
