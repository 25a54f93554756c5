import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const DURATIONS = ['2000', '5000', 'never'] as const;
type Duration = (typeof DURATIONS)[number];

const LABELS: Record<Duration, string> = { '2000': '2 s', '5000': '5 s', never: 'Never' };

export default function SnackbarTimer() {
  const [duration, setDuration] = React.useState<Duration>('5000');
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(true);
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('not closed yet');

  const handleClose = (
    _event: React.SyntheticEvent | Event,
    reason: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway' && !closeOnClickAway) return;
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Hide after"
        value={duration}
        onChange={(_event, value: Duration | null) => value && setDuration(value)}
      >
        {DURATIONS.map((value) => (
          <ToggleButton key={value} value={value}>
            {LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={closeOnClickAway}
            onChange={(event) => setCloseOnClickAway(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Close on a click elsewhere"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save settings
      </Button>
      <Snackbar
        open={open}
        onClose={handleClose}
        autoHideDuration={duration === 'never' ? null : Number(duration)}
        // After the pointer leaves the snackbar or the focus leaves it, one more second.
        resumeHideDuration={1000}
        message="Settings saved"
      />
      <Typography variant="body2" aria-live="polite">
        Closed by: {lastReason}
      </Typography>
    </Stack>
  );
}
