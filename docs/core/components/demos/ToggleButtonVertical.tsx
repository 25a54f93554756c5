import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DirectionsBike from '@mui/icons-material/DirectionsBike';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';

type Mode = 'walk' | 'bike' | 'car';

const MODES: { value: Mode; label: string; icon: React.ReactElement; minutes: number }[] =
  [
    { value: 'walk', label: 'Walk', icon: <DirectionsWalk />, minutes: 42 },
    { value: 'bike', label: 'Bike', icon: <DirectionsBike />, minutes: 15 },
    { value: 'car', label: 'Car', icon: <DirectionsCar />, minutes: 11 },
  ];

export default function ToggleButtonVertical() {
  const [mode, setMode] = React.useState<Mode>('bike');
  const chosen = MODES.find((item) => item.value === mode);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <ToggleButtonGroup
        orientation="vertical"
        exclusive
        aria-label="Travel mode"
        value={mode}
        onChange={(_event, value: Mode | null) => {
          if (value !== null) setMode(value);
        }}
      >
        {MODES.map((item) => (
          // The icon sits beside visible text, so the text names the button.
          <ToggleButton
            key={item.value}
            value={item.value}
            sx={{ gap: 1, justifyContent: 'flex-start' }}
          >
            {item.icon}
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" role="status">
        {chosen?.label}: about {chosen?.minutes} minutes
      </Typography>
    </Stack>
  );
}
