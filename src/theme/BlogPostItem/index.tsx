import React from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { useSearchBodyAttributes } from '@site/src/modules/search/useSearchBodyAttributes';

type Props = WrapperProps<typeof BlogPostItemType>;

/** A blog post, marked as what the search indexes on its own page (not in the lists of posts). */
export default function BlogPostItemWrapper(props: Props): React.JSX.Element {
  const { isBlogPostPage } = useBlogPost();
  const searchBody = useSearchBodyAttributes();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <div {...searchBody}>
      <BlogPostItem {...props} />
    </div>
  );
}
