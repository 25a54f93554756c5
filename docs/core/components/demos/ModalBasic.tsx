import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// Modal draws only the backdrop: the surface, its size and its place are yours.
const surface = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(400px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
} as const;

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState('Not subscribed.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(`Subscribed as ${email}.`);
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Subscribe to updates
      </Button>
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* Modal gives no role: the surface says it is a dialog and names itself. */}
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="modal-basic-title"
          aria-describedby="modal-basic-text"
          sx={surface}
        >
          <Typography id="modal-basic-title" variant="h6" component="h2">
            Release notes by email
          </Typography>
          <Typography id="modal-basic-text" variant="body2" sx={{ mt: 1, mb: 2 }}>
            One email per release, at most twice a month.
          </Typography>
          <form onSubmit={handleSubmit}>
            <TextField
              required
              fullWidth
              type="email"
              label="Email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button type="submit" variant="contained">
                Subscribe
              </Button>
            </Stack>
          </form>
        </Box>
      </Modal>
    </Stack>
  );
}
