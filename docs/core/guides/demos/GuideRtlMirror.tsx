import * as React from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { styled, type Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Direction = 'ltr' | 'rtl';

/**
 * One Emotion cache per direction. The right-to-left one mirrors every style with
 * stylis-plugin-rtl; the left-to-right one keeps them as written, even when the page
 * around the demo is itself right-to-left.
 */
function createDirectionCaches(): Record<Direction, EmotionCache> {
  return {
    ltr: createCache({ key: 'guideltr' }),
    rtl: createCache({ key: 'guidertl', stylisPlugins: [prefixer, rtlPlugin] }),
  };
}

let browserCaches: Record<Direction, EmotionCache> | undefined;

/** The same caches for the whole visit in the browser; new ones for every server render. */
function directionCaches(): Record<Direction, EmotionCache> {
  if (typeof document === 'undefined') return createDirectionCaches();
  browserCaches ??= createDirectionCaches();
  return browserCaches;
}

// The surrounding theme with the chosen direction; components read `theme.direction`.
const ltrTheme = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// Written with left-side properties: mirrored to the right side under the RTL cache.
const MirroredNote = styled('p')`
  margin: 0;
  padding-left: 12px;
  border-left: 4px solid currentColor;
`;

// The same rule with /* @noflip */ before each declaration: it stays on the left in both directions.
const PinnedNote = styled('p')`
  margin: 0;
  /* @noflip */
  padding-left: 12px;
  /* @noflip */
  border-left: 4px solid currentColor;
`;

function CheckoutStep() {
  const theme = useTheme();
  // An arrow that means "forward" must point the other way in a right-to-left layout.
  const ForwardIcon = theme.direction === 'rtl' ? ArrowBackIcon : ArrowForwardIcon;

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Checkout steps">
        <Typography>Cart</Typography>
        <Typography>Shipping</Typography>
        <Typography color="text.primary" aria-current="step">
          Payment
        </Typography>
      </Breadcrumbs>
      <TextField
        label="Parcel weight"
        defaultValue="2.5"
        InputProps={{ endAdornment: <InputAdornment position="end">kg</InputAdornment> }}
        sx={{ maxWidth: 240 }}
      />
      <MirroredNote>This note follows the direction.</MirroredNote>
      <PinnedNote>This note keeps its left border.</PinnedNote>
      <Box>
        <Button variant="contained" endIcon={<ForwardIcon />}>
          Continue to payment
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        theme.direction is {theme.direction}
      </Typography>
    </Stack>
  );
}

export default function GuideRtlMirror() {
  const [direction, setDirection] = React.useState<Direction>('ltr');
  const [caches] = React.useState(directionCaches);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={direction === 'rtl'}
            onChange={(event) => setDirection(event.target.checked ? 'rtl' : 'ltr')}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Right-to-left"
      />
      <CacheProvider value={caches[direction]}>
        <ThemeProvider theme={direction === 'rtl' ? rtlTheme : ltrTheme}>
          {/* dir turns the text and the flex rows around; the cache mirrors margins, paddings and borders. */}
          <Paper variant="outlined" dir={direction} sx={{ p: 2 }}>
            <CheckoutStep />
          </Paper>
        </ThemeProvider>
      </CacheProvider>
    </Stack>
  );
}
