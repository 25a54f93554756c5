import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { DAILY_VISITORS } from './data/visitors';

// An explicit locale and time zone: the same text on the server, in every browser and every time zone.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-US');

export default function LineChartTimeAxis() {
  return (
    <Box
      role="figure"
      aria-label="Daily visitors of the library website from March 4 to March 24, 2024"
    >
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: DAILY_VISITORS.map((day) => day.date),
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? shortDate.format(date)
                : longDate.format(date),
          },
        ]}
        series={[
          {
            label: 'Visitors',
            data: DAILY_VISITORS.map((day) => day.visitors),
            valueFormatter: (value: number | null) =>
              value === null ? '' : count.format(value),
            showMark: false,
            color: 'var(--mui-palette-primary-main)',
          },
        ]}
        margin={{ left: 60 }}
      />
    </Box>
  );
}
