import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ENERGY_SOURCES, QUARTERS } from './data/energy';
import type { EnergySource } from './data/energy';

type SourceId = EnergySource['id'];

// Fixed colors per source, so a series keeps its color when others are hidden.
const SOURCE_COLORS: Record<SourceId, string> = {
  wind: '#02b2af',
  solar: '#f2b705',
  hydro: '#2e96ff',
  gas: '#9e9e9e',
};

const terawattHours = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} TWh`;

export default function BarDemoSeriesFilter() {
  const [visible, setVisible] = React.useState<readonly SourceId[]>([
    'wind',
    'solar',
    'hydro',
    'gas',
  ]);

  const toggle = (id: SourceId, checked: boolean) =>
    setVisible((current) =>
      checked ? [...current, id] : current.filter((item) => item !== id),
    );

  const shown = ENERGY_SOURCES.filter((source) => visible.includes(source.id));

  return (
    <Stack spacing={1}>
      <FormGroup row role="group" aria-label="Energy sources to show">
        {ENERGY_SOURCES.map((source) => (
          <FormControlLabel
            key={source.id}
            label={source.label}
            control={
              <Checkbox
                checked={visible.includes(source.id)}
                onChange={(event) => toggle(source.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="body2">
        Series shown:{' '}
        {shown.length === 0 ? 'none' : shown.map((source) => source.label).join(', ')}
      </Typography>
      <Box
        role="figure"
        aria-label="Electricity generated per quarter of 2023 by the selected sources"
      >
        <BarChart
          height={320}
          xAxis={[{ scaleType: 'band', data: [...QUARTERS] }]}
          series={shown.map((source) => ({
            id: source.id,
            label: source.label,
            data: [...source.generation],
            color: SOURCE_COLORS[source.id],
            stack: 'generation',
            valueFormatter: terawattHours,
          }))}
          slotProps={{ noDataOverlay: { message: 'Select at least one source' } }}
        />
      </Box>
    </Stack>
  );
}
