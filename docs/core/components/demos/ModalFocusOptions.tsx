import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const OPTIONS = [
  'disableAutoFocus',
  'disableEnforceFocus',
  'disableRestoreFocus',
  'disableEscapeKeyDown',
] as const;
type Option = (typeof OPTIONS)[number];

export default function ModalFocusOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Record<Option, boolean>>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
    disableEscapeKeyDown: false,
  });

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormGroup role="group" aria-label="Focus options">
        {OPTIONS.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                checked={options[option]}
                onChange={(event) =>
                  setOptions((current) => ({
                    ...current,
                    [option]: event.target.checked,
                  }))
                }
              />
            }
            label={
              <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                {option}
              </Typography>
            }
          />
        ))}
      </FormGroup>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open with these options
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} {...options}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="modal-focus-title"
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
          <Typography id="modal-focus-title" variant="h6" component="h2" gutterBottom>
            Where is the focus?
          </Typography>
          <Typography variant="body2" gutterBottom>
            Press Tab a few times, then Escape, and watch where the focus goes.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined">First</Button>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Stack>
        </Box>
      </Modal>
    </Stack>
  );
}
