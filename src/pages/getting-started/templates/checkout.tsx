import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import Checkout from '@site/src/templates/checkout';

/** /getting-started/templates/checkout (notes/templates.md). */
export default function CheckoutTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="checkout">
      <Checkout />
    </TemplatePage>
  );
}
