import * as React from 'react';
import { styled, type Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// A nested theme as a function of the outer one, as with the ThemeProvider of @mui/styles.
const roundedTheme = (outer: Theme): Theme => ({
  ...outer,
  shape: { ...outer.shape, borderRadius: 16 },
});
const sameTheme = (outer: Theme): Theme => outer;

const paletteOf = (theme: Theme) =>
  ((theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme).palette;

// styled() reads the theme of the nearest provider, like a makeStyles style function did.
const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(2),
  border: `1px solid ${paletteOf(theme).divider}`,
  borderRadius: theme.shape.borderRadius,
}));

function ThemedPanel() {
  // useTheme() from @mui/material/styles replaces useTheme() and withTheme() from @mui/styles.
  const theme = useTheme();
  return (
    <Panel aria-label="Themed panel">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Corner radius from the theme: {theme.shape.borderRadius}px
        </Typography>
        <Button variant="outlined">A button under the same theme</Button>
      </Stack>
    </Panel>
  );
}

export default function StylesModernTheming() {
  const [rounded, setRounded] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={rounded}
            onChange={(event) => setRounded(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Nest a theme with rounder corners"
      />
      <ThemeProvider theme={rounded ? roundedTheme : sameTheme}>
        <ThemedPanel />
      </ThemeProvider>
    </Stack>
  );
}
