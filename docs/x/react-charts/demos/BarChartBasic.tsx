import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHS, RAINFALL } from './data/rainfall';

const millimeters = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarChartBasic() {
  return (
    <Box
      role="figure"
      aria-label="Monthly rainfall in Harborton and Solmar, in millimeters"
    >
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: [...MONTHS] }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} mm` }]}
        margin={{ left: 60 }}
        series={[
          {
            id: 'harborton',
            label: 'Harborton',
            data: RAINFALL.map((row) => row.harborton),
            valueFormatter: millimeters,
          },
          {
            id: 'solmar',
            label: 'Solmar',
            data: RAINFALL.map((row) => row.solmar),
            valueFormatter: millimeters,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
