import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHS, RAINFALL } from './data/rainfall';

const millimeters = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function GettingStartedFirstChart() {
  return (
    <Box role="figure" aria-label="Monthly rainfall in Harborton, in millimeters">
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: [...MONTHS] }]}
        series={[
          {
            label: 'Harborton',
            data: RAINFALL.map((row) => row.harborton),
            valueFormatter: millimeters,
          },
        ]}
      />
    </Box>
  );
}
