import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Registration {
  name: string;
  email: string;
  session: string;
  agreed: boolean;
}

type Errors = Partial<Record<keyof Registration, string>>;

const SESSIONS = [
  { value: 'morning', label: 'Morning, 9:00 to 12:00' },
  { value: 'afternoon', label: 'Afternoon, 14:00 to 17:00' },
];

const EMPTY: Registration = { name: '', email: '', session: 'morning', agreed: false };

function validate(form: Registration): Errors {
  const errors: Errors = {};
  if (form.name.trim() === '') errors.name = 'Enter the name for the badge.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) {
    errors.email = 'Enter an email address such as ada@example.com.';
  }
  if (!form.agreed) errors.agreed = 'Accept the code of conduct to register.';
  return errors;
}

export default function WorkshopSignupForm() {
  const [form, setForm] = React.useState<Registration>(EMPTY);
  // Errors are shown only after the first submit attempt, then update as the reader types.
  const [submitted, setSubmitted] = React.useState(false);
  const [confirmation, setConfirmation] = React.useState<string | null>(null);
  const errors = submitted ? validate(form) : {};
  const agreedHelpId = React.useId();

  const update = <K extends keyof Registration>(key: K, value: Registration[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setConfirmation(null);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(form)).length > 0) return;
    const session = SESSIONS.find((option) => option.value === form.session);
    setConfirmation(
      `${form.name.trim()} is registered for the ${session?.label.toLowerCase()} session. ` +
        `The confirmation goes to ${form.email.trim()}.`,
    );
    setForm(EMPTY);
    setSubmitted(false);
  };

  return (
    // noValidate: the browser's own bubbles would hide the helper texts below.
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={2}
      sx={{ maxWidth: 420 }}
    >
      <TextField
        label="Full name"
        required
        autoComplete="name"
        value={form.name}
        onChange={(event) => update('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'As it should appear on your badge.'}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={(event) => update('email', event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">Session</FormLabel>
        <RadioGroup
          row
          name="session"
          value={form.session}
          onChange={(event) => update('session', event.target.value)}
        >
          {SESSIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl error={Boolean(errors.agreed)}>
        <FormControlLabel
          // `required` here would wrap the label text in a <div>, which HTML does not allow
          // inside <label>: the input gets the attribute, the label shows the asterisk.
          control={
            <Checkbox
              checked={form.agreed}
              onChange={(event) => update('agreed', event.target.checked)}
              inputProps={{
                required: true,
                'aria-describedby': errors.agreed ? agreedHelpId : undefined,
              }}
            />
          }
          label={
            <>
              I accept the workshop&apos;s code of conduct{' '}
              <span aria-hidden="true">*</span>
            </>
          }
        />
        {errors.agreed && (
          <FormHelperText id={agreedHelpId}>{errors.agreed}</FormHelperText>
        )}
      </FormControl>
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Register
      </Button>
      {confirmation && (
        <Alert severity="success" role="status">
          {confirmation}
        </Alert>
      )}
    </Stack>
  );
}
