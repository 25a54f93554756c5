import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PaletteMode } from '@mui/material';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

type Choice = PaletteMode | 'system';

/** One theme per mode, built once: createTheme derives text, background and action colors from the mode. */
const THEMES: Record<PaletteMode, Theme> = {
  light: createTheme({ palette: { mode: 'light' } }),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

export default function PaletteModeToggle() {
  const labelId = React.useId();
  const [choice, setChoice] = React.useState<Choice>('dark');
  // false on the server and during hydration; then the operating system's preference.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode: PaletteMode =
    choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;

  return (
    <Stack spacing={2}>
      <Typography id={labelId} variant="body2">
        Mode of the preview
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        onChange={(_event, value: Choice | null) => value && setChoice(value)}
        aria-labelledby={labelId}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        System preference: {prefersDark ? 'dark' : 'light'}. Preview mode: {mode}.
      </Typography>
      {/* A nested theme: everything inside reads the preview's palette, not the page's. */}
      <ThemeProvider theme={THEMES[mode]}>
        <Paper
          variant="outlined"
          sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}
        >
          <Stack spacing={1.5}>
            <Typography variant="h6" component="p">
              Weekly report
            </Typography>
            <Typography variant="body2" color="text.secondary">
              palette.mode is {THEMES[mode].palette.mode}; background.default is{' '}
              {THEMES[mode].palette.background.default}.
            </Typography>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
              <Chip label="12 new orders" color="primary" />
              <Chip label="2 refunds" variant="outlined" />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Open report</Button>
              <Button>Dismiss</Button>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
