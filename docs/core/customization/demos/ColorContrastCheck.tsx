import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import * as colors from '@mui/material/colors';

type HueName = Exclude<keyof typeof colors, 'common'>;
type Shade = keyof (typeof colors)['teal'];

// Sorted: the order of a module namespace's keys differs between the server and the browser bundle.
const HUES = (Object.keys(colors) as (keyof typeof colors)[])
  .filter((name): name is HueName => name !== 'common')
  .sort();
const SHADES = Object.keys(colors.teal) as Shade[];

const round = (ratio: number) => Math.round(ratio * 100) / 100;

export default function ColorContrastCheck() {
  const theme = useTheme();
  const id = React.useId();
  const [hue, setHue] = React.useState<HueName>('indigo');
  const [shade, setShade] = React.useState<Shade>(500);
  const background = colors[hue][shade];
  // The palette's rule for contrastText: white when it reaches the threshold, else dark text.
  const picked = theme.palette.getContrastText(background);
  const ratio = round(getContrastRatio(background, picked));

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id={`${id}-hue`}>Hue</InputLabel>
          <Select
            labelId={`${id}-hue`}
            label="Hue"
            value={hue}
            onChange={(event) => setHue(event.target.value as HueName)}
          >
            {HUES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id={`${id}-shade`}>Shade</InputLabel>
          <Select
            labelId={`${id}-shade`}
            label="Shade"
            value={shade}
            onChange={(event) => setShade(event.target.value as Shade)}
          >
            {SHADES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          bgcolor: background,
          color: picked,
          fontSize: 18,
          fontWeight: 500,
        }}
        aria-hidden
      >
        Sample text on {hue}[{shade}]
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <dt>Background</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {background}
        </Box>
        <dt>contrastThreshold</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {theme.palette.contrastThreshold}
        </Box>
        <dt>tonalOffset</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {JSON.stringify(theme.palette.tonalOffset)}
        </Box>
        <dt>getContrastText()</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {picked}
        </Box>
        <dt>Contrast ratio</dt>
        <Box component="dd" sx={{ m: 0 }} aria-live="polite">
          {ratio}:1, {ratio >= 4.5 ? 'meets' : 'misses'} 4.5:1 for body text
        </Box>
      </Box>
    </Stack>
  );
}
