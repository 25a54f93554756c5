import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DialogConfirm() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('The draft "Spring newsletter" is saved.');

  const answer = (discard: boolean) => {
    setStatus(discard ? 'The draft was discarded.' : 'The draft was kept.');
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Discard draft
      </Button>
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="dialog-confirm-title"
        aria-describedby="dialog-confirm-text"
      >
        <DialogTitle id="dialog-confirm-title">Discard this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id="dialog-confirm-text">
            The newsletter and its three images are removed from your drafts. This cannot
            be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The safe answer takes the focus, so a stray Enter does not destroy anything. A dialog the
              reader opened moves the focus into itself: the lint rule aims at focus stolen on page load. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button autoFocus onClick={() => answer(false)}>
            Keep draft
          </Button>
          <Button color="error" onClick={() => answer(true)}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
