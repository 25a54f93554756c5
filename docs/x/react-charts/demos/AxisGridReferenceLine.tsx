import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

const RAIN = LISBON_CLIMATE.map((m) => m.rainMm);
const MEAN = Math.round(RAIN.reduce((sum, value) => sum + value, 0) / RAIN.length);

export default function AxisGridReferenceLine() {
  const [vertical, setVertical] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={vertical}
            onChange={(event) => setVertical(event.target.checked)}
          />
        }
        label="Vertical grid lines"
      />
      <Box
        role="figure"
        aria-label="Mean monthly rainfall in Lisbon, with the yearly average as a reference line"
      >
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: MONTHS }]}
          yAxis={[{ label: 'Rain (mm)' }]}
          series={[{ label: 'Rain', data: RAIN, valueFormatter: (v) => `${v ?? 0} mm` }]}
          grid={{ horizontal: true, vertical }}
          slotProps={{ legend: { hidden: true } }}
        >
          <ChartsReferenceLine
            y={MEAN}
            label={`Average ${MEAN} mm`}
            labelAlign="end"
            lineStyle={{
              stroke: 'var(--mui-palette-text-secondary)',
              strokeDasharray: '6 4',
            }}
            labelStyle={{ fill: 'var(--mui-palette-text-primary)', fontSize: 12 }}
          />
        </BarChart>
      </Box>
    </Box>
  );
}
