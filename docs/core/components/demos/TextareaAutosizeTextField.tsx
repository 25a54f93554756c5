import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const LIMIT = 280;

export default function TextareaAutosizeTextField() {
  const [value, setValue] = React.useState('');
  const tooLong = value.length > LIMIT;

  return (
    <Stack spacing={2} sx={{ width: 420, maxWidth: '100%' }}>
      <TextField
        label="Review"
        multiline
        minRows={2}
        maxRows={5}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={tooLong}
        helperText={`${value.length} of ${LIMIT} characters${tooLong ? ': please shorten your review' : ''}`}
      />
    </Stack>
  );
}
