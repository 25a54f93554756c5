import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function SystemPositionsZIndexScale() {
  const theme = useTheme();
  // Read from the live theme and sorted from the lowest layer to the highest.
  const layers = Object.entries(theme.zIndex).sort(([, a], [, b]) => a - b);

  return (
    <Box
      component="ol"
      aria-label="z-index keys of the theme"
      sx={{ p: 0, m: 0, maxWidth: 360 }}
    >
      {layers.map(([key, value]) => (
        <Box
          component="li"
          key={key}
          sx={{
            listStyle: 'none',
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
            {`zIndex: '${key}'`}
          </Typography>
          <Typography variant="body2" component="span">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
