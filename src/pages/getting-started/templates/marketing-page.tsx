import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import MarketingPage from '@site/src/templates/marketing-page';

/** /getting-started/templates/marketing-page (notes/templates.md). */
export default function MarketingPageTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="marketing-page">
      <MarketingPage />
    </TemplatePage>
  );
}
