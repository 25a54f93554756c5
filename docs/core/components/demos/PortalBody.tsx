import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PortalBody() {
  const [open, setOpen] = React.useState(false);
  const [parentId, setParentId] = React.useState('none');
  const alertRef = React.useRef<HTMLDivElement>(null);

  // Where did the banner land in the DOM? Read it once it is there.
  React.useEffect(() => {
    const parent = alertRef.current?.parentElement;
    setParentId(open && parent ? parent.tagName.toLowerCase() : 'none');
  }, [open]);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button
        variant="contained"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? 'Hide the banner' : 'Show the banner'}
      </Button>
      <Typography variant="body2" aria-live="polite">
        Parent element of the banner: {parentId}
      </Typography>
      {open && (
        <Portal>
          <Alert
            ref={alertRef}
            severity="info"
            onClose={() => setOpen(false)}
            sx={{
              position: 'fixed',
              insetInline: 16,
              bottom: 16,
              zIndex: 'snackbar',
              maxWidth: 480,
              mx: 'auto',
            }}
          >
            Maintenance tonight from 23:00 to 23:30 UTC. This banner is a child of the
            body element.
          </Alert>
        </Portal>
      )}
    </Stack>
  );
}
