import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Theme, ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

/** Three ways to give `spacing` to createTheme; the nested themes below borrow only its result. */
const SCALES = [
  { name: 'Number: 4', spacing: createTheme({ spacing: 4 }).spacing },
  {
    name: 'Array: [0, 4, 8, 16, 32, 64]',
    spacing: createTheme({ spacing: [0, 4, 8, 16, 32, 64] }).spacing,
  },
  {
    name: 'Function: (factor) => `${0.25 * factor}rem`',
    spacing: createTheme({ spacing: (factor: number) => `${0.25 * factor}rem` }).spacing,
  },
];

function Sample() {
  const theme = useTheme();
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <code>theme.spacing(2)</code> = {theme.spacing(2)}, <code>theme.spacing(4)</code>{' '}
        = {theme.spacing(4)}
      </Typography>
      {/* gap: 2 and p: 1 go through the same spacing function. */}
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        {['A', 'B', 'C'].map((label) => (
          <Box
            key={label}
            sx={{
              p: 1,
              border: 1,
              borderColor: 'primary.main',
              color: 'primary.main',
              borderRadius: 1,
            }}
          >
            {label}
          </Box>
        ))}
      </Box>
    </>
  );
}

export default function SpacingCustomScales() {
  return (
    <Stack spacing={2}>
      {SCALES.map((scale) => (
        <Paper key={scale.name} variant="outlined" sx={{ p: 2 }}>
          <Typography
            component="p"
            variant="subtitle2"
            sx={{ mb: 1, overflowWrap: 'anywhere' }}
          >
            {scale.name}
          </Typography>
          {/* A nested theme that keeps the page's palette and mode and swaps the spacing function only. */}
          <ThemeProvider theme={(outer: Theme) => ({ ...outer, spacing: scale.spacing })}>
            <Sample />
          </ThemeProvider>
        </Paper>
      ))}
    </Stack>
  );
}
