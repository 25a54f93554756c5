/** The sign-in template: a centered card with the sign-in form. */
import AuthLayout from './AuthLayout';
import SignInForm from './SignInForm';
import { BRAND_NAME } from '../shared/BrandMark';

export default function SignIn() {
  return (
    <AuthLayout title="Sign in" intro={`Welcome back to ${BRAND_NAME}. Sign in to pick up where you left off.`}>
      <SignInForm />
    </AuthLayout>
  );
}
