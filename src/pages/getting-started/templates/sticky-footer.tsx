import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import StickyFooter from '@site/src/templates/sticky-footer';

/** /getting-started/templates/sticky-footer (notes/templates.md). */
export default function StickyFooterTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="sticky-footer">
      <StickyFooter />
    </TemplatePage>
  );
}
