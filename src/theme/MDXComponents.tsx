import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';
import CodeVariants from '@site/src/components/CodeVariants';
import AdSlot from '@site/src/components/AdSlot';

/**
 * Components every MDX page can use without importing them: `<Demo file="./demos/Name.tsx" />`,
 * `<CodeVariants>`, which ```tsx variants fences become (plugins/demo-sources), and `<AdSlot>`,
 * which plugins/ad-slot puts after the lead paragraph of every docs page.
 */
export default {
  ...MDXComponents,
  Demo,
  CodeVariants,
  AdSlot,
};
