import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { BOOKSHOP_QUARTERS, QUARTERS, REVENUE_CHANNELS } from './data/bookshop';

type PaletteName = 'blueberryTwilight' | 'mangoFusion' | 'cheerfulFiesta' | 'theme';

// Theme colors as CSS variables follow the site's mode and primary color without reading the theme.
const THEME_COLORS = [
  'var(--mui-palette-primary-main)',
  'var(--mui-palette-secondary-main)',
  'var(--mui-palette-warning-main)',
];

const PALETTES: Readonly<Record<PaletteName, ChartsColorPalette>> = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  theme: THEME_COLORS,
};

export default function StylingPalettes() {
  const [palette, setPalette] = React.useState<PaletteName>('blueberryTwilight');

  return (
    <Box>
      <TextField
        select
        size="small"
        label="Palette"
        value={palette}
        onChange={(event) => setPalette(event.target.value as PaletteName)}
        SelectProps={{ native: true }}
        sx={{ mb: 1 }}
      >
        <option value="blueberryTwilight">Blueberry twilight (default)</option>
        <option value="mangoFusion">Mango fusion</option>
        <option value="cheerfulFiesta">Cheerful fiesta</option>
        <option value="theme">Site theme colors</option>
      </TextField>
      <Box
        role="figure"
        aria-label="Revenue per quarter by sales channel, in thousands of dollars"
      >
        <BarChart
          height={320}
          margin={{ top: 60 }}
          colors={PALETTES[palette]}
          xAxis={[
            { scaleType: 'band', data: QUARTERS, tickLabelStyle: { fontSize: 11 } },
          ]}
          series={REVENUE_CHANNELS.map((channel) => ({
            id: channel.key,
            label: channel.label,
            data: BOOKSHOP_QUARTERS.map((q) => q[channel.key]),
            valueFormatter: (v) => `$${v ?? 0}k`,
          }))}
        />
      </Box>
    </Box>
  );
}
