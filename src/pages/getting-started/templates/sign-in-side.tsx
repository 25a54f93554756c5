import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import SignInSide from '@site/src/templates/sign-in-side';

/** /getting-started/templates/sign-in-side (notes/templates.md). */
export default function SignInSideTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="sign-in-side">
      <SignInSide />
    </TemplatePage>
  );
}
