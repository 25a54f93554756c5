import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const TOPICS = [
  { value: 'billing', label: 'Billing' },
  { value: 'bug', label: 'Bug report' },
  { value: 'feature', label: 'Feature request' },
];

const MAX_LENGTH = 280;

export default function TextFieldMultilineSelect() {
  const [topic, setTopic] = React.useState('bug');
  const [message, setMessage] = React.useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField
        select
        label="Topic"
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        // A native <select>: the browser's own picker, a good fit on phones.
        SelectProps={{ native: true }}
      >
        {TOPICS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        label="Message"
        multiline
        minRows={3}
        maxRows={8}
        value={message}
        onChange={(event) => setMessage(event.target.value.slice(0, MAX_LENGTH))}
        helperText={`${message.length} of ${MAX_LENGTH} characters`}
      />
      <Typography variant="body2" color="text.secondary">
        Topic: {TOPICS.find((option) => option.value === topic)?.label}
      </Typography>
    </Stack>
  );
}
