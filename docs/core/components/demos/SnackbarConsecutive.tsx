import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Notice {
  key: number;
  text: string;
  severity: AlertColor;
}

const EVENTS: readonly { label: string; text: string; severity: AlertColor }[] = [
  {
    label: 'Upload photo',
    text: 'Photo uploaded to "Trip to Kyoto"',
    severity: 'success',
  },
  { label: 'Share album', text: 'Album link copied', severity: 'info' },
  { label: 'Sync offline', text: 'Sync failed: you are offline', severity: 'error' },
];

export default function SnackbarConsecutive() {
  const [queue, setQueue] = React.useState<readonly Notice[]>([]);
  const [current, setCurrent] = React.useState<Notice | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length > 0 && current === null) {
      // Nothing on screen: show the oldest waiting notice.
      setCurrent(queue[0]);
      setQueue((waiting) => waiting.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && open) {
      // A newer notice waits: close the one on screen; the next one comes after its exit transition.
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string, severity: AlertColor) => {
    nextKey.current += 1;
    setQueue((waiting) => [...waiting, { key: nextKey.current, text, severity }]);
  };
  const handleClose = (
    _event?: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {EVENTS.map((event) => (
          <Button
            key={event.label}
            variant="outlined"
            onClick={() => push(event.text, event.severity)}
          >
            {event.label}
          </Button>
        ))}
      </Stack>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        TransitionProps={{ onExited: () => setCurrent(null) }}
      >
        <Alert
          severity={current?.severity ?? 'info'}
          variant="filled"
          onClose={handleClose}
          sx={{ width: '100%' }}
        >
          {current?.text}
        </Alert>
      </Snackbar>
      <Typography variant="body2" aria-live="polite">
        Waiting notices: {queue.length}
      </Typography>
    </Stack>
  );
}
