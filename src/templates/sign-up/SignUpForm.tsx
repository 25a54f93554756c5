/**
 * The sign-up form: name, email, a password that meets the strength rules, the terms to accept and
 * an optional newsletter. Checked on submit; a valid form shows the created account in place.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DocusaurusLink from '@docusaurus/Link';
import { checkEmail, checkRequired } from '../shared/formValidation';
import { checkNewPassword } from '../shared/passwordStrength';
import { useCheckedForm } from '../shared/useCheckedForm';
import PasswordField from '../sign-in/PasswordField';
import PasswordRules from './PasswordRules';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  terms: boolean;
  updates: boolean;
}

const FIELDS = ['name', 'email', 'password', 'terms'] as const;
const INITIAL: SignUpValues = { name: '', email: '', password: '', terms: false, updates: false };
const check = (values: SignUpValues) => ({
  name: checkRequired(values.name, 'Enter your name.'),
  email: checkEmail(values.email),
  password: checkNewPassword(values.password),
  terms: values.terms ? null : 'Accept the terms to create an account.',
});

export default function SignUpForm() {
  const form = useCheckedForm<SignUpValues>(FIELDS, INITIAL, check);
  const { values, messages, setValue, register, focus } = form;
  const [created, setCreated] = useState<SignUpValues | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const wasCreated = useRef(false);
  const passwordId = useId();
  const rulesId = useId();
  const termsHelpId = useId();

  useEffect(() => {
    if (created) statusRef.current?.focus();
    else if (wasCreated.current) focus('name');
    wasCreated.current = created !== null;
  }, [created, focus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate()) setCreated(values);
  };

  if (created) {
    return (
      <Stack spacing={2}>
        <Alert ref={statusRef} tabIndex={-1} severity="success" role="status">
          Welcome, {created.name.trim()}. Your account is ready; we sent a confirmation to {created.email.trim()}.
          {created.updates ? ' You will also get the monthly product update.' : ''}
        </Alert>
        <Button
          variant="outlined"
          onClick={() => {
            form.reset();
            setCreated(null);
          }}
        >
          Create another account
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <TextField
        label="Full name"
        autoComplete="name"
        fullWidth
        value={values.name}
        onChange={(event) => setValue('name', event.target.value)}
        inputRef={register('name')}
        error={Boolean(messages.name)}
        helperText={messages.name}
      />
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
        id={passwordId}
        label="Password"
        autoComplete="new-password"
        fullWidth
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        inputRef={register('password')}
        error={Boolean(messages.password)}
        helperText={messages.password}
        inputProps={{
          // TextField names its message `<id>-helper-text`; the rules list describes the field too.
          'aria-describedby': messages.password ? `${passwordId}-helper-text ${rulesId}` : rulesId,
        }}
      />
      <PasswordRules id={rulesId} password={values.password} />
      <FormControl error={Boolean(messages.terms)}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.terms}
              onChange={(event) => setValue('terms', event.target.checked)}
              inputRef={register('terms')}
              inputProps={{
                'aria-invalid': Boolean(messages.terms),
                'aria-describedby': messages.terms ? termsHelpId : undefined,
              }}
            />
          }
          label="I accept the terms of service and the privacy policy"
        />
        {messages.terms ? <FormHelperText id={termsHelpId}>{messages.terms}</FormHelperText> : null}
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={values.updates} onChange={(event) => setValue('updates', event.target.checked)} />}
        label="Send me the monthly product update (optional)"
      />
      <Button type="submit" variant="contained" size="large" fullWidth>
        Create account
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={DocusaurusLink} to="/getting-started/templates/sign-in">
          Sign in
        </Link>
      </Typography>
    </Stack>
  );
}
