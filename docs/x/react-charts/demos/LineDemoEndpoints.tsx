import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ShowMarkParams } from '@mui/x-charts/models';
import { SUBSCRIBERS } from './data/subscribers';

const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

const lastIndex = SUBSCRIBERS.length - 1;
// Mark only the first and the last month: the reader compares the two ends.
const endpointsOnly = (point: ShowMarkParams) =>
  point.index === 0 || point.index === lastIndex;

export default function LineDemoEndpoints() {
  return (
    <Box
      role="figure"
      aria-label="Paying subscribers at the start of each month of 2023, from 12,400 to 17,650"
    >
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: SUBSCRIBERS.map((row) => row.month),
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? month.format(date) : monthYear.format(date),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
        series={[
          {
            label: 'Subscribers',
            data: SUBSCRIBERS.map((row) => row.subscribers),
            showMark: endpointsOnly,
            color: 'var(--mui-palette-primary-main)',
            valueFormatter: (value: number | null) =>
              value === null ? '' : count.format(value),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 16 }}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
