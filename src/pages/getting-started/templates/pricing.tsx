import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import Pricing from '@site/src/templates/pricing';

/** /getting-started/templates/pricing (notes/templates.md). */
export default function PricingTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="pricing">
      <Pricing />
    </TemplatePage>
  );
}
