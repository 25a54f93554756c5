import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';

/** What each top-level key of the theme holds, summarized from the live theme. */
const SUMMARIES = {
  palette: (theme: Theme) => ({
    // Key names only: the values depend on the color scheme the page shows.
    keys: Object.keys(theme.palette).filter((key) => !key.endsWith('Channel')),
  }),
  typography: (theme: Theme) => ({
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.fontSize,
    htmlFontSize: theme.typography.htmlFontSize,
    fontWeightRegular: theme.typography.fontWeightRegular,
    fontWeightMedium: theme.typography.fontWeightMedium,
    'pxToRem(20)': theme.typography.pxToRem(20),
    body1: theme.typography.body1,
  }),
  spacing: (theme: Theme) => ({
    'spacing(1)': theme.spacing(1),
    'spacing(2)': theme.spacing(2),
    'spacing(0.5)': theme.spacing(0.5),
    'spacing(1, 2)': theme.spacing(1, 2),
  }),
  breakpoints: (theme: Theme) => ({
    keys: theme.breakpoints.keys,
    values: theme.breakpoints.values,
    unit: theme.breakpoints.unit,
    "up('md')": theme.breakpoints.up('md'),
    "down('md')": theme.breakpoints.down('md'),
  }),
  zIndex: (theme: Theme) => theme.zIndex,
  transitions: (theme: Theme) => ({
    duration: theme.transitions.duration,
    easing: theme.transitions.easing,
    "create('opacity')": theme.transitions.create('opacity'),
  }),
  shape: (theme: Theme) => theme.shape,
  shadows: (theme: Theme) => ({
    length: theme.shadows.length,
    'shadows[1]': theme.shadows[1],
  }),
  components: (theme: Theme) => ({ keys: Object.keys(theme.components ?? {}) }),
  mixins: (theme: Theme) => theme.mixins,
  direction: (theme: Theme) => theme.direction,
} as const;

type ThemeKey = keyof typeof SUMMARIES;
const KEYS = Object.keys(SUMMARIES) as ThemeKey[];

export default function ThemeObjectExplorer() {
  const theme = useTheme();
  const labelId = React.useId();
  const [key, setKey] = React.useState<ThemeKey>('zIndex');
  const summary = JSON.stringify(SUMMARIES[key](theme), null, 2);

  return (
    <Stack spacing={2}>
      <Typography id={labelId} variant="body2">
        Key of the theme object
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={key}
        onChange={(_event, value: ThemeKey | null) => value && setKey(value)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap' }}
      >
        {KEYS.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label={`theme.${key}`}
        sx={{
          m: 0,
          p: 2,
          maxHeight: 320,
          overflow: 'auto',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontSize: 13,
        }}
      >
        {`theme.${key} = ${summary}`}
      </Box>
    </Stack>
  );
}
