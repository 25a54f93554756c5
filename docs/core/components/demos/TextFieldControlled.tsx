import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function TextFieldControlled() {
  // Controlled: React state holds the value, so the component can read and change it at any time.
  const [city, setCity] = React.useState('Montreal');
  // Uncontrolled: the input keeps its own value; a ref reads it when needed.
  const noteRef = React.useRef<HTMLInputElement>(null);
  const [readNote, setReadNote] = React.useState('(not read yet)');

  return (
    <Stack spacing={3} sx={{ maxWidth: 340 }}>
      <Stack spacing={1}>
        <TextField
          label="City (controlled)"
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
          <Button size="small" onClick={() => setCity('')}>
            Clear
          </Button>
          <Typography variant="body2" color="text.secondary">
            Value: {city === '' ? '(empty)' : city}
          </Typography>
        </Stack>
      </Stack>
      <Stack spacing={1}>
        <TextField
          label="Note (uncontrolled)"
          defaultValue="Bring an umbrella"
          inputRef={noteRef}
        />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
          <Button size="small" onClick={() => setReadNote(noteRef.current?.value ?? '')}>
            Read value
          </Button>
          <Typography variant="body2" color="text.secondary">
            Last read: {readNote}
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
