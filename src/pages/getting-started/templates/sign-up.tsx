import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import SignUp from '@site/src/templates/sign-up';

/** /getting-started/templates/sign-up (notes/templates.md). */
export default function SignUpTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="sign-up">
      <SignUp />
    </TemplatePage>
  );
}
