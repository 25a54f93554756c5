import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function AlertLiveRegions() {
  const [title, setTitle] = React.useState('');
  const [status, setStatus] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [drafts, setDrafts] = React.useState(0);

  const saveDraft = () => {
    setError(null);
    setDrafts((count) => count + 1);
    setStatus(`Draft saved (version ${drafts + 1}).`);
  };
  const publish = () => {
    if (title.trim() === '') {
      setStatus(null);
      setError('Add a title before publishing.');
      return;
    }
    setError(null);
    setStatus(`“${title.trim()}” is published.`);
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Post title"
        size="small"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" onClick={saveDraft}>
          Save draft
        </Button>
        <Button variant="contained" onClick={publish}>
          Publish
        </Button>
      </Stack>
      {/* A polite status region that stays on the page: only its content changes. */}
      <Box role="status">
        {status !== null && (
          <Alert severity="success" role="none">
            {status}
          </Alert>
        )}
      </Box>
      {/* An urgent message keeps the default alert role, announced as soon as it appears. */}
      {error !== null && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
