import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

type Trigger = 'item' | 'axis' | 'none';
type Highlight = 'line' | 'band' | 'none';

const celsius = (value: number | null) => `${value ?? 0} °C`;

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  const [highlight, setHighlight] = React.useState<Highlight>('line');

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Tooltip trigger"
          value={trigger}
          onChange={(event) => setTrigger(event.target.value as Trigger)}
          SelectProps={{ native: true }}
        >
          <option value="axis">Axis</option>
          <option value="item">Item</option>
          <option value="none">None</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Axis highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          SelectProps={{ native: true }}
        >
          <option value="line">Line</option>
          <option value="band">Band</option>
          <option value="none">None</option>
        </TextField>
      </Stack>
      <Box
        role="figure"
        aria-label="Mean daily high and low temperatures in Lisbon by month"
      >
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: MONTHS }]}
          yAxis={[{ min: 0, max: 35, valueFormatter: (v: number) => `${v} °C` }]}
          series={[
            {
              label: 'High',
              data: LISBON_CLIMATE.map((m) => m.highC),
              valueFormatter: celsius,
            },
            {
              label: 'Low',
              data: LISBON_CLIMATE.map((m) => m.lowC),
              valueFormatter: celsius,
            },
          ]}
          tooltip={{ trigger }}
          axisHighlight={{ x: highlight }}
        />
      </Box>
    </Box>
  );
}
