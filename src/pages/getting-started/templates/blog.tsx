import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import Blog from '@site/src/templates/blog';

/** /getting-started/templates/blog (notes/templates.md). */
export default function BlogTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="blog">
      <Blog />
    </TemplatePage>
  );
}
