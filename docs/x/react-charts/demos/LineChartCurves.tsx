import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';
import { MEAN_TEMPERATURE, TEMPERATURE_MONTHS } from './data/temperature';

const CURVES: readonly CurveType[] = [
  'linear',
  'monotoneX',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
];

const isCurve = (value: string): value is CurveType =>
  (CURVES as readonly string[]).includes(value);
const celsius = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} °C`;

export default function LineChartCurves() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [marks, setMarks] = React.useState(true);
  const [area, setArea] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Curve"
          value={curve}
          onChange={(event) => {
            if (isCurve(event.target.value)) setCurve(event.target.value);
          }}
          SelectProps={{ native: true }}
          sx={{ minWidth: 160 }}
        >
          {CURVES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={marks}
              onChange={(event) => setMarks(event.target.checked)}
            />
          }
          label="Marks"
        />
        <FormControlLabel
          control={
            <Switch checked={area} onChange={(event) => setArea(event.target.checked)} />
          }
          label="Fill area"
        />
      </Stack>
      <Typography variant="body2">
        Drawn with: {curve} curve, marks {marks ? 'on' : 'off'}, area{' '}
        {area ? 'filled' : 'empty'}
      </Typography>
      <Box
        role="figure"
        aria-label="Mean temperature per month in Harborton, drawn with the chosen curve"
      >
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: TEMPERATURE_MONTHS }]}
          series={[
            {
              id: 'harborton',
              label: 'Harborton',
              data: [...MEAN_TEMPERATURE.harborton],
              curve,
              showMark: marks,
              area,
              valueFormatter: celsius,
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 16 }}
        />
      </Box>
    </Stack>
  );
}
