import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type PaletteColor } from '@mui/material/styles';
import { brown, deepPurple, green, pink, teal } from '@mui/material/colors';

const BASES = {
  'teal 700': teal[700],
  'deep purple 400': deepPurple[400],
  'green 800': green[800],
  'pink 600': pink[600],
  'brown 500': brown[500],
} as const;
type BaseName = keyof typeof BASES;

const FIELDS: readonly (keyof PaletteColor)[] = ['light', 'main', 'dark', 'contrastText'];

export default function PaletteTonalOffset() {
  const theme = useTheme();
  const labelId = React.useId();
  const [base, setBase] = React.useState<BaseName>('teal 700');
  const { contrastThreshold, tonalOffset } = theme.palette;
  // The same function createTheme runs on primary, secondary, error, warning, info and success.
  const color = theme.palette.augmentColor({
    color: { main: BASES[base] },
    name: 'demo',
  });

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        This theme: <code>contrastThreshold</code> {contrastThreshold},{' '}
        <code>tonalOffset</code> {JSON.stringify(tonalOffset)}
      </Typography>
      <Typography id={labelId} variant="body2">
        Main color
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={base}
        onChange={(_event, value: BaseName | null) => value && setBase(value)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(BASES) as BaseName[]).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="ul"
        aria-label="Result of augmentColor"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
          gap: 1,
        }}
      >
        {FIELDS.map((field) => (
          <Box
            component="li"
            key={field}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <Box aria-hidden sx={{ height: 40, bgcolor: color[field] }} />
            <Box sx={{ p: 1 }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {field}
              </Box>
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {color[field]}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
