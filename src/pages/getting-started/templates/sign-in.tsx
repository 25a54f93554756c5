import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import SignIn from '@site/src/templates/sign-in';

/** /getting-started/templates/sign-in (notes/templates.md). */
export default function SignInTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="sign-in">
      <SignIn />
    </TemplatePage>
  );
}
