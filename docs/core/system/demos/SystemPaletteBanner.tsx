import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
type PaletteColorName = (typeof COLORS)[number];

export default function SystemPaletteBanner() {
  const [color, setColor] = React.useState<PaletteColorName>('primary');

  return (
    <Box>
      <ToggleButtonGroup
        value={color}
        exclusive
        size="small"
        aria-label="Palette color"
        onChange={(_event, next: PaletteColorName | null) => next && setColor(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {COLORS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          mt: 2,
          p: 2,
          borderRadius: 1,
          // Two palette paths: the color and the text color made to be read on it.
          bgcolor: `${color}.main`,
          color: `${color}.contrastText`,
        }}
      >
        {/* Large text (24px): the contrast of `contrastText` is at least the theme's threshold of 3:1. */}
        <Typography component="p" sx={{ typography: 'h5' }}>
          Banner in {color}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        component="p"
        sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {`sx={{ bgcolor: '${color}.main', color: '${color}.contrastText' }}`}
      </Typography>
    </Box>
  );
}
