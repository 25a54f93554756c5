import React, { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { emailError } from './emailError';

/**
 * The hero's call to action: an email field checked when the form is sent. A problem shows under
 * the field and takes the focus back to it; a good address shows a confirmation instead of the form.
 */
export default function SignUpForm(): React.JSX.Element {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSentTo(email.trim());
  };

  return (
    <Box aria-live="polite">
      {sentTo ? (
        <Alert severity="success">Thanks! We sent a link to {sentTo} to finish creating your workspace.</Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Start a free workspace"
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start', gap: 1 }}
        >
          <TextField
            id={`${id}-email`}
            inputRef={input}
            label="Work email"
            type="email"
            autoComplete="email"
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            sx={{ width: { xs: '100%', sm: 280 } }}
          />
          <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', minHeight: 40 }}>
            Start free
          </Button>
        </Box>
      )}
    </Box>
  );
}
