import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

/**
 * True once the component has mounted in the browser. In 5.18.0 the slider's input carries
 * aria-valuemin/aria-valuemax beside min/max, which HTML validators reject in server-rendered markup,
 * so the slider is drawn after hydration in a box of the same height.
 */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

export default function SliderContinuous() {
  const hasMounted = useHasMounted();
  const [volume, setVolume] = React.useState(30);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ height: 40 }}>
        <VolumeDown aria-hidden="true" />
        {hasMounted ? (
          <Slider
            aria-label="Volume"
            value={volume}
            onChange={(_event, value) => setVolume(value as number)}
          />
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        <VolumeUp aria-hidden="true" />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        Volume: {volume}
      </Typography>
    </Box>
  );
}
