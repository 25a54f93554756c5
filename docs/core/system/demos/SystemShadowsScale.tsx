import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function SystemShadowsScale() {
  const theme = useTheme();

  return (
    <Box
      component="ul"
      aria-label="Shadows of the theme"
      sx={{
        p: 1,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
      }}
    >
      {/* One sample per entry of theme.shadows: the index is the value to give boxShadow. */}
      {theme.shadows.map((_shadow, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            listStyle: 'none',
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: index,
          }}
        >
          <Typography variant="body2" component="span">
            {index}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
