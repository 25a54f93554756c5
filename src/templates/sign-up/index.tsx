/** The sign-up template: a centered card with the account form. */
import AuthLayout from '../sign-in/AuthLayout';
import { BRAND_NAME } from '../shared/BrandMark';
import SignUpForm from './SignUpForm';

export default function SignUp() {
  return (
    <AuthLayout title="Create your account" intro={`Start a free ${BRAND_NAME} workspace for you and your team.`}>
      <SignUpForm />
    </AuthLayout>
  );
}
