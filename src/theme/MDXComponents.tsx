import MDXComponents from '@theme-original/MDXComponents';
import AdSlot from '@site/src/components/AdSlot';

/**
 * Components every MDX page can use without importing them: `<AdSlot>`, which plugins/ad-slot puts
 * after the lead paragraph of every docs page. `<Demo>` and `<CodeVariants>` are not here: the
 * demo-sources remark plugins import them into the pages that use them, so a page without demos
 * does not load the demo toolbar and its MUI components.
 */
export default {
  ...MDXComponents,
  AdSlot,
};
