import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { DAILY_VISITORS } from './data/visitors';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-US');

export default function AreasDemoGradient() {
  // useId gives the same id on the server and in the browser, and a different one per chart on a page.
  const gradientId = `visitors-gradient-${React.useId().replace(/:/g, '')}`;

  return (
    <Box
      role="figure"
      aria-label="Daily visitors of the library website in March 2024, as an area fading downward"
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
            id: 'visitors',
            label: 'Visitors',
            data: DAILY_VISITORS.map((day) => day.visitors),
            area: true,
            showMark: false,
            curve: 'monotoneX',
            valueFormatter: (value: number | null) =>
              value === null ? '' : count.format(value),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 16, left: 60 }}
        // An area series cannot take a CSS variable as its color in 7.14.0 (the chart computes a lighter
        // shade from it), so the theme's primary color is applied to the drawn elements instead.
        sx={{
          '& .MuiAreaElement-series-visitors': { fill: `url(#${gradientId})` },
          '& .MuiLineElement-series-visitors': {
            stroke: 'var(--mui-palette-primary-main)',
          },
        }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop
              offset="0%"
              style={{ stopColor: 'var(--mui-palette-primary-main)', stopOpacity: 0.6 }}
            />
            <stop
              offset="100%"
              style={{ stopColor: 'var(--mui-palette-primary-main)', stopOpacity: 0 }}
            />
          </linearGradient>
        </defs>
      </LineChart>
    </Box>
  );
}
