import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const FILES = [
  'contacts.csv',
  'orders.csv',
  'products.csv',
  'suppliers.csv',
  'invoices.csv',
];

export default function ProgressDeterminateSteps() {
  const [imported, setImported] = React.useState(0);
  const percent = Math.round((imported / FILES.length) * 100);
  const done = imported === FILES.length;
  const summary = `${imported} of ${FILES.length} files`;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="center">
        {/* The circle gets its label in the middle: stack the number over it. */}
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={percent}
            size={64}
            aria-labelledby="progress-steps-circle-label"
            aria-valuetext={summary}
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography variant="caption" component="span" aria-hidden>
              {percent}%
            </Typography>
          </Box>
        </Box>
        <Typography id="progress-steps-circle-label">Import progress</Typography>
      </Stack>
      <Box>
        <Typography id="progress-steps-bar-label" variant="body2" gutterBottom>
          Files imported
        </Typography>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby="progress-steps-bar-label"
            sx={{ flex: 1 }}
          />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ minWidth: 40, textAlign: 'end' }}
          >
            {percent}%
          </Typography>
        </Stack>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {done
          ? `All ${FILES.length} files imported.`
          : `${summary} imported. Next: ${FILES[imported]}.`}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={done}
          onClick={() => setImported((count) => count + 1)}
        >
          Next step
        </Button>
        <Button disabled={imported === 0} onClick={() => setImported(0)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
