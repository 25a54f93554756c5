import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

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

const formatPercent = (value: number) => `${value}%`;

export default function SliderStyledSx() {
  const hasMounted = useHasMounted();
  const [brightness, setBrightness] = React.useState(60);

  return (
    <Box sx={{ maxWidth: 340, px: 1.5, pt: 2 }}>
      <Typography id="slider-styled-sx-label" variant="body2" gutterBottom>
        Screen brightness
      </Typography>
      <Box sx={{ height: 46 }}>
        {hasMounted && (
          <Slider
            aria-labelledby="slider-styled-sx-label"
            value={brightness}
            onChange={(_event, value) => setBrightness(value as number)}
            valueLabelDisplay="auto"
            valueLabelFormat={formatPercent}
            getAriaValueText={formatPercent}
            color="secondary"
            sx={{
              height: 10,
              '& .MuiSlider-track': { border: 'none', borderRadius: 1 },
              '& .MuiSlider-rail': { borderRadius: 1, opacity: 0.3 },
              '& .MuiSlider-thumb': {
                width: 22,
                height: 22,
                borderRadius: 1,
                bgcolor: 'background.paper',
                border: 2,
                borderColor: 'currentColor',
                '&::before': { display: 'none' },
                '&:hover, &.Mui-focusVisible, &.Mui-active': {
                  boxShadow: (theme) =>
                    `0 0 0 5px ${alpha(theme.palette.secondary.main, 0.3)}`,
                },
              },
              '& .MuiSlider-valueLabel': {
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                borderRadius: '50% 50% 50% 0',
                width: 40,
                height: 40,
                p: 0,
                fontSize: 12,
                lineHeight: 1,
                transformOrigin: 'bottom left',
                transform: 'translate(50%, -100%) rotate(-45deg) scale(0)',
                '&::before': { display: 'none' },
                '&.MuiSlider-valueLabelOpen': {
                  transform: 'translate(50%, -100%) rotate(-45deg) scale(1)',
                },
                '& > *': { transform: 'rotate(45deg)' },
              },
            }}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        Brightness: {formatPercent(brightness)}
      </Typography>
    </Box>
  );
}
