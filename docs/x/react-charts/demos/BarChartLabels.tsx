import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarLabelContext } from '@mui/x-charts/BarChart';
import { MONTHS, RAINFALL } from './data/rainfall';

// Hide the label of a bar too short or too thin to hold it.
const labelIfRoom = (item: { value: number | null }, context: BarLabelContext) =>
  context.bar.height < 20 || context.bar.width < 28 || item.value === null
    ? null
    : `${item.value}`;

export default function BarChartLabels() {
  const [rounded, setRounded] = React.useState(true);
  const [labels, setLabels] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={rounded}
              onChange={(event) => setRounded(event.target.checked)}
            />
          }
          label="Rounded corners"
        />
        <FormControlLabel
          control={
            <Switch
              checked={labels}
              onChange={(event) => setLabels(event.target.checked)}
            />
          }
          label="Value labels"
        />
      </Stack>
      <Box
        role="figure"
        aria-label="Monthly rainfall in Harborton, with the value written in each bar"
      >
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: [...MONTHS] }]}
          series={[
            { label: 'Harborton (mm)', data: RAINFALL.map((row) => row.harborton) },
          ]}
          colors={['var(--mui-palette-primary-main)']}
          borderRadius={rounded ? 6 : undefined}
          barLabel={labels ? labelIfRoom : undefined}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 16 }}
          sx={{
            '& .MuiBarLabel-root': {
              fill: 'var(--mui-palette-primary-contrastText)',
              fontWeight: 500,
            },
          }}
        />
      </Box>
    </Stack>
  );
}
