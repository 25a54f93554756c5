import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const frame = {
  flex: 1,
  minWidth: 0,
  minHeight: 120,
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
};

export default function PortalContainer() {
  const [moved, setMoved] = React.useState(false);
  const [clicksSeen, setClicksSeen] = React.useState(0);
  const targetRef = React.useRef<HTMLDivElement>(null);

  const note = (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Gate B12 closes 20 minutes before departure.
      </Typography>
      <Button size="small" variant="outlined">
        Click me
      </Button>
    </Box>
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={moved}
            onChange={(event) => setMoved(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Render the note in the other box"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* The note's clicks bubble to this box in React, wherever the note is in the DOM. */}
        <Box sx={frame} onClick={() => setClicksSeen((count) => count + 1)}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Owner box (renders the note)
          </Typography>
          <Portal disablePortal={!moved} container={() => targetRef.current}>
            {note}
          </Portal>
        </Box>
        <Box sx={frame} ref={targetRef}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Container box
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Clicks seen by the owner box: {clicksSeen}
      </Typography>
    </Stack>
  );
}
