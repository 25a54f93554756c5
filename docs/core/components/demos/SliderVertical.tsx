import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** True once mounted: the slider's server HTML does not validate in 5.18.0 (see the Slider page). */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

const BANDS = ['Bass', 'Mid', 'Treble'] as const;
const MARKS = [{ value: -12 }, { value: 0 }, { value: 12 }];

function decibels(value: number): string {
  return `${value > 0 ? '+' : ''}${value} dB`;
}

export default function SliderVertical() {
  const hasMounted = useHasMounted();
  const [gains, setGains] = React.useState<number[]>([3, 0, -2]);

  return (
    <Box>
      <Stack
        direction="row"
        spacing={4}
        role="group"
        aria-label="Equalizer"
        sx={{ pt: 1 }}
      >
        {BANDS.map((band, index) => (
          <Stack key={band} alignItems="center" spacing={1} sx={{ width: 56 }}>
            {/* A vertical slider fills the height of its parent. */}
            <Box sx={{ height: 160 }}>
              {hasMounted && (
                <Slider
                  orientation="vertical"
                  aria-label={band}
                  min={-12}
                  max={12}
                  marks={MARKS}
                  value={gains[index]}
                  getAriaValueText={decibels}
                  onChange={(_event, value) =>
                    setGains((current) =>
                      current.map((gain, i) => (i === index ? (value as number) : gain)),
                    )
                  }
                />
              )}
            </Box>
            <Typography variant="caption" aria-hidden="true">
              {band}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {BANDS.map((band, index) => `${band} ${decibels(gains[index])}`).join(', ')}
      </Typography>
    </Box>
  );
}
