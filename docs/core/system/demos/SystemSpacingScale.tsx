import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const STEPS = [0.5, 1, 2, 3, 4, 5, 6, 8];

export default function SystemSpacingScale() {
  const theme = useTheme();

  return (
    <Box
      component="ul"
      aria-label="Spacing scale of the theme"
      sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {STEPS.map((step) => (
        <Box
          component="li"
          key={step}
          sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 2 }}
        >
          <Typography
            variant="body2"
            component="span"
            sx={{ width: 150, flexShrink: 0, fontFamily: 'monospace' }}
          >
            {/* The value comes from the theme, so it follows a custom spacing unit. */}
            {`${step} → ${theme.spacing(step)}`}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{
              width: theme.spacing(step),
              height: 16,
              bgcolor: 'primary.main',
              borderRadius: 0.5,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
