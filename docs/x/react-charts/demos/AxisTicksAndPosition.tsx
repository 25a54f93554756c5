import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

type Side = 'left' | 'right';
type Step = 'auto' | '5' | '10';

const celsius = (value: number) => `${value} °C`;

export default function AxisTicksAndPosition() {
  const [side, setSide] = React.useState<Side>('left');
  const [step, setStep] = React.useState<Step>('5');

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Value axis side"
          value={side}
          onChange={(event) => setSide(event.target.value as Side)}
          SelectProps={{ native: true }}
        >
          <option value="left">Left</option>
          <option value="right">Right</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Minimum tick step"
          value={step}
          onChange={(event) => setStep(event.target.value as Step)}
          SelectProps={{ native: true }}
        >
          <option value="auto">Automatic</option>
          <option value="5">5 °C</option>
          <option value="10">10 °C</option>
        </TextField>
      </Stack>
      <Box
        role="figure"
        aria-label="Mean daily high and low temperatures in Lisbon by month"
      >
        <LineChart
          height={300}
          margin={{ left: 60, right: 60 }}
          xAxis={[
            {
              scaleType: 'point',
              data: MONTHS,
              // Label one month in three: January, April, July, October.
              tickInterval: (_month: string, index: number) => index % 3 === 0,
            },
          ]}
          yAxis={[
            {
              id: 'temperature',
              min: 0,
              max: 35,
              tickMinStep: step === 'auto' ? undefined : Number(step),
              valueFormatter: celsius,
            },
          ]}
          leftAxis={side === 'left' ? 'temperature' : null}
          rightAxis={side === 'right' ? 'temperature' : null}
          series={[
            {
              label: 'High',
              data: LISBON_CLIMATE.map((m) => m.highC),
              valueFormatter: (v) => celsius(v ?? 0),
            },
            {
              label: 'Low',
              data: LISBON_CLIMATE.map((m) => m.lowC),
              valueFormatter: (v) => celsius(v ?? 0),
            },
          ]}
        />
      </Box>
    </Box>
  );
}
