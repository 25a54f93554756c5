import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BackdropPage() {
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="contained" onClick={() => setOpen(true)}>
        Cover the page
      </Button>
      <Typography variant="body2" role="status">
        {open
          ? 'The page is covered. Click anywhere or press Escape to uncover it.'
          : 'The page is not covered.'}
      </Typography>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        transitionDuration={{ enter: 300, exit: 150 }}
        // Above the app bar and drawers of the page, below dialogs and snackbars.
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Paper
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, mx: 2 }}
        >
          <CircularProgress size={24} color="secondary" aria-label="Loading" />
          <Typography variant="body2">
            Loading your workspace… Click anywhere or press Escape.
          </Typography>
        </Paper>
      </Backdrop>
    </Stack>
  );
}
