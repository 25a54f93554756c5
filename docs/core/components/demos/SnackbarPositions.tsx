import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Vertical = SnackbarOrigin['vertical'];
type Horizontal = SnackbarOrigin['horizontal'];

export default function SnackbarPositions() {
  const [vertical, setVertical] = React.useState<Vertical>('bottom');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('left');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Vertical position"
        value={vertical}
        onChange={(_event, value: Vertical | null) => value && setVertical(value)}
      >
        <ToggleButton value="top">Top</ToggleButton>
        <ToggleButton value="bottom">Bottom</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Horizontal position"
        value={horizontal}
        onChange={(_event, value: Horizontal | null) => value && setHorizontal(value)}
      >
        <ToggleButton value="left">Left</ToggleButton>
        <ToggleButton value="center">Center</ToggleButton>
        <ToggleButton value="right">Right</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show snackbar
      </Button>
      {/* The key makes a new snackbar for each position, so the old one does not slide across the screen. */}
      <Snackbar
        key={`${vertical}-${horizontal}`}
        anchorOrigin={{ vertical, horizontal }}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Anchored ${vertical} ${horizontal}`}
      />
    </Stack>
  );
}
