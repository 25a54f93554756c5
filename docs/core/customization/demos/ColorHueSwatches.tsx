import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { getContrastRatio } from '@mui/material/styles';
import * as colors from '@mui/material/colors';

type HueName = Exclude<keyof typeof colors, 'common'>;

/** Every hue the module exports; `common` holds only black and white. */
// Sorted: the order of a module namespace's keys differs between the server and the browser bundle.
const HUES = (Object.keys(colors) as (keyof typeof colors)[])
  .filter((name): name is HueName => name !== 'common')
  .sort();

/** Black or white, whichever contrasts more with the shade (at least 4.5:1 for any color). */
function readableOn(background: string): string {
  const { black, white } = colors.common;
  return getContrastRatio(background, white) >= getContrastRatio(background, black)
    ? white
    : black;
}

export default function ColorHueSwatches() {
  const labelId = React.useId();
  const [hue, setHue] = React.useState<HueName>('teal');
  const shades = Object.entries(colors[hue]);

  return (
    <Stack spacing={2}>
      <Typography id={labelId} variant="body2">
        Hues in <code>@mui/material/colors</code> ({HUES.length})
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={hue}
        onChange={(_event, value: HueName | null) => value && setHue(value)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap' }}
      >
        {HUES.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none', gap: 1 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: colors[name][500],
              }}
            />
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="ul"
        aria-label={`Shades of ${hue}`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
        }}
      >
        {shades.map(([shade, value]) => (
          <Box
            component="li"
            key={shade}
            sx={{
              p: 1.5,
              borderRadius: 1,
              bgcolor: value,
              color: readableOn(value),
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {hue}[{shade}]
            </Box>
            {value}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
