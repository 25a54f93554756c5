import MDXComponents from '@theme-original/MDXComponents';
import Demo from '@site/src/components/Demo';

/** Components every MDX page can use without importing them: `<Demo file="./demos/Name.tsx" />`. */
export default {
  ...MDXComponents,
  Demo,
};
