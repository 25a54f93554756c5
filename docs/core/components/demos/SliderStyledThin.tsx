import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

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

/**
 * A quiet slider: a hairline track, a large white thumb with a soft shadow, and the value written
 * above the thumb without a bubble. Built once with styled(), reusable like any component.
 */
const HairlineSlider = styled(Slider)(({ theme }) => ({
  height: 2,
  padding: '16px 0',
  color: theme.palette.primary.main,
  '& .MuiSlider-rail': {
    opacity: 1,
    backgroundColor: theme.palette.action.disabled,
  },
  '& .MuiSlider-track': {
    border: 'none',
  },
  '& .MuiSlider-thumb': {
    width: 26,
    height: 26,
    backgroundColor: theme.palette.common.white,
    boxShadow: theme.shadows[3],
    '&:hover, &.Mui-focusVisible': {
      boxShadow: `${theme.shadows[6]}, 0 0 0 6px ${theme.palette.action.focus}`,
    },
    '&.Mui-active': {
      boxShadow: theme.shadows[8],
    },
  },
  '& .MuiSlider-valueLabel': {
    top: -4,
    fontSize: theme.typography.caption.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    '&::before': { display: 'none' },
  },
}));

const formatMinutes = (value: number) => `${value} min`;

export default function SliderStyledThin() {
  const hasMounted = useHasMounted();
  const [minutes, setMinutes] = React.useState(25);

  return (
    <Box sx={{ maxWidth: 340, px: 1.5, pt: 2 }}>
      <Typography id="slider-styled-thin-label" variant="body2" gutterBottom>
        Focus session length
      </Typography>
      <Box sx={{ height: 34 }}>
        {hasMounted && (
          <HairlineSlider
            aria-labelledby="slider-styled-thin-label"
            value={minutes}
            onChange={(_event, value) => setMinutes(value as number)}
            min={5}
            max={60}
            step={5}
            valueLabelDisplay="on"
            valueLabelFormat={formatMinutes}
            getAriaValueText={formatMinutes}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        Timer set to {formatMinutes(minutes)}
      </Typography>
    </Box>
  );
}
