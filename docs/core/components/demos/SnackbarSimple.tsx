import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function SnackbarSimple() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  const archive = () => {
    setArchived(true);
    setOpen(true);
  };
  const handleClose = (
    _event: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    // A click elsewhere on the page should not hide the only way to undo.
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  // The snackbar disappears with its buttons: a reader who used them goes back to the button that opened it.
  const closeFromAction = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const undo = () => {
    setArchived(false);
    closeFromAction();
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button ref={triggerRef} variant="contained" onClick={archive}>
        Archive conversation
      </Button>
      {/* Rendered right after its button, so Tab reaches the snackbar's actions next. */}
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation with Noor archived"
        action={
          <>
            <Button color="secondary" size="small" onClick={undo}>
              Undo
            </Button>
            <IconButton
              size="small"
              color="inherit"
              aria-label="Close"
              onClick={closeFromAction}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
      <Typography variant="body2" aria-live="polite">
        Conversation: {archived ? 'archived' : 'in the inbox'}
      </Typography>
    </Stack>
  );
}
