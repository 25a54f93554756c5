/**
 * The sign-in form of the sign-in and sign-in-side templates: email, password, "remember me" and a
 * "forgot your password?" dialog. Checked on submit; a valid form shows a signed-in state in place
 * (there is no server).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DocusaurusLink from '@docusaurus/Link';
import { checkEmail, checkPassword } from '../shared/formValidation';
import { useCheckedForm } from '../shared/useCheckedForm';
import ForgotPasswordDialog from './ForgotPasswordDialog';
import PasswordField from './PasswordField';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS = ['email', 'password'] as const;
const INITIAL: SignInValues = { email: '', password: '', remember: false };
const check = (values: SignInValues) => ({ email: checkEmail(values.email), password: checkPassword(values.password) });

export default function SignInForm() {
  const form = useCheckedForm<SignInValues>(FIELDS, INITIAL, check);
  const { values, messages, setValue, register } = form;
  const [signedIn, setSignedIn] = useState<SignInValues | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotCount, setForgotCount] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const wasSignedIn = useRef(false);
  const { focus } = form;

  // The form and the signed-in message replace each other: the focus follows to what appears.
  useEffect(() => {
    if (signedIn) statusRef.current?.focus();
    else if (wasSignedIn.current) focus('email');
    wasSignedIn.current = signedIn !== null;
  }, [signedIn, focus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate()) setSignedIn(values);
  };

  const signOut = () => {
    form.reset();
    setSignedIn(null);
  };

  if (signedIn) {
    return (
      <Stack spacing={2}>
        <Alert ref={statusRef} tabIndex={-1} severity="success" role="status">
          You are signed in as {signedIn.email.trim()}.
          {signedIn.remember ? ' This browser will remember you for 30 days.' : ''}
        </Alert>
        <Button variant="outlined" onClick={signOut}>
          Sign out
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          fullWidth
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          inputRef={register('email')}
          error={Boolean(messages.email)}
          helperText={messages.email}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          fullWidth
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
          inputRef={register('password')}
          error={Boolean(messages.password)}
          helperText={messages.password}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox checked={values.remember} onChange={(event) => setValue('remember', event.target.checked)} />
            }
            label="Remember me"
          />
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setForgotCount((count) => count + 1);
              setForgotOpen(true);
            }}
          >
            Forgot your password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          New here?{' '}
          <Link component={DocusaurusLink} to="/getting-started/templates/sign-up">
            Create an account
          </Link>
        </Typography>
      </Stack>
      <ForgotPasswordDialog
        key={forgotCount}
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={values.email}
      />
    </>
  );
}
