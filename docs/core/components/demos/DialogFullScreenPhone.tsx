import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

const STOPS = [
  { time: '08:10', place: 'Lisbon, Oriente station' },
  { time: '10:45', place: 'Coimbra-B, change trains' },
  { time: '12:20', place: 'Porto, Campanhã station' },
];

export default function DialogFullScreenPhone() {
  const theme = useTheme();
  // Below the `sm` breakpoint (600 px), the dialog takes the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show itinerary
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)}>
        <DialogTitle sx={{ pr: 7 }}>Train to Porto, Saturday</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {STOPS.map((stop) => (
            <Typography key={stop.time} gutterBottom>
              <strong>{stop.time}</strong> {stop.place}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Seats 41 and 42, coach 3. Show the ticket code at the gate.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Dialog>
      <Typography variant="body2" color="text.secondary">
        {fullScreen
          ? 'This screen is narrow: the dialog fills it.'
          : 'This screen is wide: the dialog floats.'}
      </Typography>
    </Stack>
  );
}
