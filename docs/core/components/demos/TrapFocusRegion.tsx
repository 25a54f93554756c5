import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TrapFocus from '@mui/material/Unstable_TrapFocus';

export default function TrapFocusRegion() {
  const [open, setOpen] = React.useState(false);
  const [city, setCity] = React.useState('Lisbon');
  const [saved, setSaved] = React.useState('Lisbon');

  const close = () => setOpen(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        Delivery city: {saved}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change delivery city
      </Button>
      {open && (
        <TrapFocus open>
          <Box
            tabIndex={-1}
            role="group"
            aria-labelledby="trap-focus-region-title"
            onKeyDown={(event: React.KeyboardEvent) => {
              if (event.key === 'Escape') {
                close();
              }
            }}
            sx={{ mt: 2, p: 2, border: 2, borderColor: 'primary.main', borderRadius: 1 }}
          >
            <Typography
              id="trap-focus-region-title"
              variant="subtitle2"
              component="p"
              sx={{ mb: 1.5 }}
            >
              Delivery city (Tab stays in this box, Escape closes it)
            </Typography>
            <TextField
              label="City"
              size="small"
              fullWidth
              value={city}
              onChange={(event) => setCity(event.target.value)}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button
                variant="contained"
                onClick={() => {
                  setSaved(city);
                  close();
                }}
              >
                Save
              </Button>
              <Button onClick={close}>Cancel</Button>
            </Stack>
          </Box>
        </TrapFocus>
      )}
    </Box>
  );
}
