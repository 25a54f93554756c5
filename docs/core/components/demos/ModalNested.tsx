import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const surface = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
} as const;

export default function ModalNested() {
  const [open, setOpen] = React.useState(false);
  const [detailsOpen, setDetailsOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review order
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="modal-nested-title"
          sx={{ ...surface, width: 'min(420px, calc(100% - 32px))' }}
        >
          <Typography id="modal-nested-title" variant="h6" component="h2">
            Order 2291: 3 items
          </Typography>
          <Typography variant="body2" sx={{ my: 1 }}>
            Ships from the Lyon warehouse. Shipping costs depend on the parcel size.
          </Typography>
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => setDetailsOpen(true)}>Shipping costs</Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Stack>
          {/* The second modal opens on top: Escape and the backdrop close only the topmost one. */}
          <Modal open={detailsOpen} onClose={() => setDetailsOpen(false)}>
            <Box
              role="dialog"
              aria-modal="true"
              aria-labelledby="modal-nested-child-title"
              sx={{ ...surface, width: 'min(320px, calc(100% - 64px))' }}
            >
              <Typography
                id="modal-nested-child-title"
                variant="subtitle1"
                component="h3"
              >
                Shipping costs
              </Typography>
              <Typography variant="body2" sx={{ my: 1 }}>
                Small parcel 4.90 euros, large parcel 9.90 euros, free above 60 euros.
              </Typography>
              <Button onClick={() => setDetailsOpen(false)}>Back to the order</Button>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </div>
  );
}
