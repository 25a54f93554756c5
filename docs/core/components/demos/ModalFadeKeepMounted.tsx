import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SHORTCUTS = [
  { keys: 'Ctrl + K', action: 'Search' },
  { keys: 'Ctrl + /', action: 'Show shortcuts' },
  { keys: 'G then I', action: 'Go to inbox' },
];

export default function ModalFadeKeepMounted() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        // The content stays in the document while closed (hidden), so opening it again is instant.
        keepMounted
        // Unmount (or hide) only once the fade-out has finished.
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby="modal-fade-title"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(360px, calc(100% - 32px))',
              bgcolor: 'background.paper',
              borderRadius: 1,
              boxShadow: 24,
              p: 3,
            }}
          >
            <Typography id="modal-fade-title" variant="h6" component="h2" gutterBottom>
              Keyboard shortcuts
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
            >
              {SHORTCUTS.map((shortcut) => (
                <React.Fragment key={shortcut.keys}>
                  <Box component="dt" sx={{ fontFamily: 'monospace' }}>
                    {shortcut.keys}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {shortcut.action}
                  </Box>
                </React.Fragment>
              ))}
            </Box>
            <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
              Close
            </Button>
          </Box>
        </Fade>
      </Modal>
    </Stack>
  );
}
