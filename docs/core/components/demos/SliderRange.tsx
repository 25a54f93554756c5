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

const MIN_DISTANCE = 10;
const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function SliderRange() {
  const hasMounted = useHasMounted();
  const [range, setRange] = React.useState<number[]>([20, 60]);

  const handleChange = (_event: Event, value: number | number[], activeThumb: number) => {
    if (!Array.isArray(value)) return;
    // Keep the two thumbs at least MIN_DISTANCE apart: the thumb being moved stops at the other one.
    if (activeThumb === 0)
      setRange([Math.min(value[0], range[1] - MIN_DISTANCE), range[1]]);
    else setRange([range[0], Math.max(value[1], range[0] + MIN_DISTANCE)]);
  };

  return (
    <Box sx={{ maxWidth: 340, px: 2 }}>
      <Box sx={{ height: 40, pt: 1 }}>
        {hasMounted && (
          <Slider
            getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
            getAriaValueText={(value) => price.format(value)}
            value={range}
            onChange={handleChange}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => price.format(value)}
            disableSwap
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        Price: {price.format(range[0])} to {price.format(range[1])}
      </Typography>
    </Box>
  );
}
