import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { ENERGY_LABELS, GRID_2024, type EnergySource } from './data/energyExchange';

type Offset = Extract<StackOffsetType, 'diverging' | 'none' | 'expand'>;

const SOURCES: readonly EnergySource[] = ['wind', 'solar', 'hydro', 'gas', 'exchange'];
const TWH = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export default function StackingBarsOffset() {
  const [stacked, setStacked] = React.useState(true);
  const [offset, setOffset] = React.useState<Offset>('diverging');

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={stacked}
              onChange={(event) => setStacked(event.target.checked)}
            />
          }
          label="Stacked"
        />
        <TextField
          select
          size="small"
          label="Stack offset"
          value={offset}
          disabled={!stacked}
          onChange={(event) => setOffset(event.target.value as Offset)}
          SelectProps={{ native: true }}
        >
          <option value="diverging">Diverging</option>
          <option value="none">None</option>
          <option value="expand">Expand (shares)</option>
        </TextField>
      </Stack>
      <Box
        role="figure"
        aria-label="Electricity generation by source and net import per quarter of 2024, in terawatt-hours"
      >
        <BarChart
          height={340}
          xAxis={[{ scaleType: 'band', data: GRID_2024.map((q) => q.quarter) }]}
          yAxis={[
            stacked && offset === 'expand'
              ? { valueFormatter: (v: number) => `${Math.round(v * 100)}%` }
              : { valueFormatter: (v: number) => `${v} TWh` },
          ]}
          margin={{ top: 70, left: 60 }}
          series={SOURCES.map((source) => ({
            id: source,
            label: ENERGY_LABELS[source],
            data: GRID_2024.map((q) => q[source]),
            stack: stacked ? 'grid' : undefined,
            stackOffset: offset,
            valueFormatter: (v) => `${TWH.format(v ?? 0)} TWh`,
          }))}
        />
      </Box>
      <Typography variant="body2">
        {stacked ? `Stacked, offset: ${offset}` : 'Side by side'}
      </Typography>
    </Box>
  );
}
