import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Outcome = 'none' | 'canceled';

export default function BackdropModal() {
  const [open, setOpen] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome>('none');

  const cancel = () => {
    setOpen(false);
    setOutcome('canceled');
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="contained" onClick={() => setOpen(true)}>
        Export all invoices
      </Button>
      <Typography variant="body2">
        {outcome === 'canceled' ? 'The export was canceled.' : 'No export has run yet.'}
      </Typography>
      <Modal
        open={open}
        // Escape closes; a click on the backdrop is ignored, so a stray click does not stop the export.
        onClose={(_event, reason) => {
          if (reason === 'escapeKeyDown') cancel();
        }}
        // The Modal renders its own Backdrop; slotProps.backdrop passes props to it.
        slotProps={{ backdrop: { sx: { backdropFilter: 'blur(3px)' } } }}
      >
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby="backdrop-modal-title"
          aria-describedby="backdrop-modal-text"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 320,
            maxWidth: 'calc(100% - 32px)',
            p: 3,
          }}
        >
          <Stack spacing={2} alignItems="center" textAlign="center">
            <CircularProgress aria-labelledby="backdrop-modal-title" />
            <Typography id="backdrop-modal-title" variant="h6" component="h2">
              Exporting invoices
            </Typography>
            <Typography id="backdrop-modal-text" variant="body2">
              The rest of the page is out of reach until the export ends. Press Escape or
              Cancel to stop it.
            </Typography>
            <Button onClick={cancel}>Cancel</Button>
          </Stack>
        </Paper>
      </Modal>
    </Stack>
  );
}
