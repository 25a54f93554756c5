import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';
import CodeVariants from '@site/src/components/CodeVariants';

/**
 * Components every MDX page can use without importing them: `<Demo file="./demos/Name.tsx" />`,
 * and `<CodeVariants>`, which ```tsx variants fences become (plugins/demo-sources).
 */
export default {
  ...MDXComponents,
  Demo,
  CodeVariants,
};
