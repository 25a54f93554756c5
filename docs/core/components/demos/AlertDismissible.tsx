import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

export default function AlertDismissible() {
  const [open, setOpen] = React.useState(true);
  const showAgainRef = React.useRef<HTMLButtonElement>(null);
  const dismissedByReader = React.useRef(false);

  React.useEffect(() => {
    // The close button disappears with the alert: once the button below is enabled, it takes the focus.
    if (!open && dismissedByReader.current) showAgainRef.current?.focus();
  }, [open]);

  const dismiss = () => {
    dismissedByReader.current = true;
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      {/* unmountOnExit removes the alert from the page once the collapse has finished. */}
      <Collapse in={open} unmountOnExit sx={{ width: '100%' }}>
        <Alert
          severity="info"
          action={
            <IconButton
              aria-label="Dismiss the release notice"
              color="inherit"
              size="small"
              onClick={dismiss}
            >
              <CloseIcon fontSize="inherit" />
            </IconButton>
          }
        >
          Version 4.2 adds offline mode and a faster search. Read the release notes in the
          help center.
        </Alert>
      </Collapse>
      <Button
        ref={showAgainRef}
        variant="outlined"
        disabled={open}
        onClick={() => setOpen(true)}
      >
        Show the notice again
      </Button>
    </Stack>
  );
}
