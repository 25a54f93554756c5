import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const HINT = 'Five digits, for example 02139.';

/**
 * The message to show under the field, or null when there is nothing to say. A value that is too
 * short is only an error once the reader has left the field (`finished`): while typing, it is normal.
 */
function zipCodeError(value: string, finished: boolean): string | null {
  if (/\D/.test(value))
    return 'Use digits only: letters, spaces and dashes are not part of a ZIP code.';
  if (value.length > 5 || (finished && value.length > 0 && value.length < 5)) {
    return `A ZIP code has 5 digits; this one has ${value.length}.`;
  }
  return null;
}

export default function TextFieldValidation() {
  const [value, setValue] = React.useState('');
  const [finished, setFinished] = React.useState(false);
  const error = zipCodeError(value, finished);

  let status = 'empty';
  if (error) status = 'invalid';
  else if (value.length === 5) status = 'valid';
  else if (value !== '') status = 'typing';

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField
        label="ZIP code"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFinished(false);
        }}
        onBlur={() => setFinished(true)}
        error={error !== null}
        helperText={error ?? HINT}
        // The helper text is always rendered, so a polite live region announces each new message.
        FormHelperTextProps={{ 'aria-live': 'polite' }}
        inputProps={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
      />
      <Typography variant="body2" color="text.secondary">
        Status: {status}
      </Typography>
    </Stack>
  );
}
