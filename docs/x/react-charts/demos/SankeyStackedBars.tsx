import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LANDING_PAGES, NEXT_STEPS } from './data/planned';

const count = new Intl.NumberFormat('en-US');
const visits = (value: number | null) =>
  value === null ? '' : `${count.format(value)} visitors`;

export default function SankeyStackedBars() {
  return (
    <Box
      role="figure"
      aria-label="Where the visitors of three landing pages went next, in one week"
    >
      <BarChart
        height={280}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: [...LANDING_PAGES] }]}
        xAxis={[
          { label: 'Visitors', valueFormatter: (value: number) => count.format(value) },
        ]}
        series={[
          {
            label: 'Signed up',
            data: NEXT_STEPS.signup,
            stack: 'next',
            valueFormatter: visits,
          },
          { label: 'Docs', data: NEXT_STEPS.docs, stack: 'next', valueFormatter: visits },
          { label: 'Left', data: NEXT_STEPS.left, stack: 'next', valueFormatter: visits },
        ]}
        grid={{ vertical: true }}
        margin={{ left: 100 }}
      />
    </Box>
  );
}
