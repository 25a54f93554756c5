import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  Theme,
  ThemeProvider,
  responsiveFontSizes,
  useTheme,
} from '@mui/material/styles';

function withResponsiveFontSizes(outer: Theme): Theme {
  return responsiveFontSizes(outer);
}

function sameTheme(outer: Theme): Theme {
  return outer;
}

/** The h3 style of the theme in effect: its base size and the sizes added per media query. */
function H3Sizes() {
  const theme = useTheme();
  const style: Record<string, unknown> = { ...theme.typography.h3 };
  const rows = [['base', String(style.fontSize)]];
  Object.entries(style).forEach(([key, value]) => {
    if (
      key.startsWith('@media') &&
      value &&
      typeof value === 'object' &&
      'fontSize' in value
    ) {
      rows.push([key.replace('@media ', ''), String(value.fontSize)]);
    }
  });

  return (
    <Box component="ul" aria-label="h3 font sizes" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
      {rows.map(([query, size]) => (
        <li key={query}>
          <code>{query}</code>: {size}
        </li>
      ))}
    </Box>
  );
}

export default function GuideResponsiveFontSizes() {
  const [responsive, setResponsive] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={responsive}
            onChange={(event) => setResponsive(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Apply responsiveFontSizes"
      />
      <ThemeProvider theme={responsive ? withResponsiveFontSizes : sameTheme}>
        <Typography variant="h3" component="p">
          Spring sale
        </Typography>
        <H3Sizes />
      </ThemeProvider>
    </Stack>
  );
}
