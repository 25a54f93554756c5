import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const TONES = ['light', 'main', 'dark'] as const;

/**
 * Palette paths (`'primary.main'`) rather than values: with the portal's CSS theme variables they
 * follow the light or dark scheme the page shows, without JavaScript.
 */
export default function PaletteColorSwatches() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
      }}
    >
      {COLORS.map((color) => (
        <Box component="li" key={color}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {color}
          </Typography>
          <Stack
            direction="row"
            sx={{
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {TONES.map((tone) => (
              <Box
                key={tone}
                aria-hidden
                sx={{ flex: 1, height: 40, bgcolor: `${color}.${tone}` }}
              />
            ))}
          </Stack>
          <Stack direction="row" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {TONES.map((tone) => (
              <Box key={tone} component="span" sx={{ flex: 1, textAlign: 'center' }}>
                {tone}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
