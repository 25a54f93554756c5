import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LAPTOP_CRITERIA, LAPTOP_SCORES } from './data/planned';

export default function RadarGroupedBars() {
  return (
    <Box role="figure" aria-label="Two laptops rated from 0 to 10 on six criteria">
      <BarChart
        height={360}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: [...LAPTOP_CRITERIA] }]}
        xAxis={[{ min: 0, max: 10, tickNumber: 5 }]}
        series={[
          {
            label: 'Thin and light',
            data: LAPTOP_SCORES.ultrabook,
            color: 'var(--mui-palette-primary-main)',
            valueFormatter: (score) => `${score} / 10`,
          },
          {
            label: 'Workstation',
            data: LAPTOP_SCORES.workstation,
            color: 'var(--mui-palette-secondary-main)',
            valueFormatter: (score) => `${score} / 10`,
          },
        ]}
        grid={{ vertical: true }}
        margin={{ left: 100 }}
      />
    </Box>
  );
}
