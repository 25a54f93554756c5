import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

type LabelMode = 'none' | 'value' | 'rainy';

const RAIN = LISBON_CLIMATE.map((m) => m.rainMm);

export default function LabelBarValues() {
  const [mode, setMode] = React.useState<LabelMode>('value');

  return (
    <Box>
      <TextField
        select
        size="small"
        label="Bar labels"
        value={mode}
        onChange={(event) => setMode(event.target.value as LabelMode)}
        SelectProps={{ native: true }}
        sx={{ mb: 1 }}
      >
        <option value="none">None</option>
        <option value="value">Every value</option>
        <option value="rainy">Only above 50 mm</option>
      </TextField>
      <Box role="figure" aria-label="Mean monthly rainfall in Lisbon in millimeters">
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: MONTHS }]}
          yAxis={[{ label: 'Rain (mm)' }]}
          series={[
            {
              label: 'Rain',
              data: RAIN,
              color: 'var(--mui-palette-primary-main)',
              valueFormatter: (v) => `${v ?? 0} mm`,
            },
          ]}
          barLabel={
            mode === 'none'
              ? undefined
              : mode === 'value'
                ? 'value'
                : (item) =>
                    item.value !== null && item.value > 50 ? `${item.value}` : null
          }
          slotProps={{ legend: { hidden: true } }}
          // The label sits in the middle of the bar: give it the text color made for the bar's color.
          sx={{
            '& .MuiBarLabel-root': {
              fill: 'var(--mui-palette-primary-contrastText)',
              fontSize: 12,
            },
          }}
        />
      </Box>
    </Box>
  );
}
