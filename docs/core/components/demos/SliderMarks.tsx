import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

/** True once mounted: the slider's server HTML does not validate in 5.18.0 (see the Slider page). */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

const MARKS = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 60, label: '60 °C' },
];

function valueText(value: number): string {
  return `${value} degrees Celsius`;
}

export default function SliderMarks() {
  const hasMounted = useHasMounted();
  const labelId = React.useId();
  const [temperature, setTemperature] = React.useState(20);

  return (
    <Box sx={{ maxWidth: 340, px: 2 }}>
      <Typography id={labelId} variant="body2">
        Water temperature
      </Typography>
      {/* A fixed height keeps the page from jumping when the slider appears after mounting. */}
      <Box sx={{ height: 56 }}>
        {hasMounted && (
          <Slider
            aria-labelledby={labelId}
            value={temperature}
            onChange={(_event, value) => setTemperature(value as number)}
            getAriaValueText={valueText}
            step={5}
            marks={MARKS}
            min={0}
            max={60}
            valueLabelDisplay="auto"
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        Temperature: {temperature} °C
      </Typography>
    </Box>
  );
}
