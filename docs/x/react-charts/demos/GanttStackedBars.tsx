import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { AxisConfig, ChartsYAxisProps } from '@mui/x-charts/models';
import { KICKOFF, LAUNCH_DAY, REDESIGN_PLAN } from './data/planned';

const DAY_MS = 24 * 60 * 60 * 1000;
// timeZone UTC: the kickoff is a UTC date, so every reader sees the same calendar days.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: number) => shortDate.format(new Date(KICKOFF + day * DAY_MS));

// Typed as a band axis: the 7.14.0 types accept `categoryGapRatio` only on an axis declared as band.
const taskAxis: AxisConfig<'band', string, ChartsYAxisProps> = {
  id: 'tasks',
  scaleType: 'band',
  data: REDESIGN_PLAN.map((task) => task.name),
  categoryGapRatio: 0.35,
};

export default function GanttStackedBars() {
  return (
    <Box
      role="figure"
      aria-label="Plan of a website redesign, one bar per task from its start to its end"
    >
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[taskAxis]}
        xAxis={[
          {
            min: 0,
            max: 56,
            tickInterval: [0, 7, 14, 21, 28, 35, 42, 49, 56],
            valueFormatter: dateOf,
          },
        ]}
        series={[
          {
            // An invisible bar from the kickoff to the task's start pushes the visible bar into place.
            label: 'Starts',
            data: REDESIGN_PLAN.map((task) => task.start),
            stack: 'plan',
            color: 'transparent',
            valueFormatter: (start) => (start === null ? '' : dateOf(start)),
          },
          {
            label: 'Duration',
            data: REDESIGN_PLAN.map((task) => task.days),
            stack: 'plan',
            color: 'var(--mui-palette-primary-main)',
            valueFormatter: (days, { dataIndex }) => {
              const task = REDESIGN_PLAN[dataIndex];
              return days === null
                ? ''
                : `${days} days, until ${dateOf(task.start + days - 1)}`;
            },
          },
        ]}
        grid={{ vertical: true }}
        borderRadius={4}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 100, right: 20 }}
      >
        <ChartsReferenceLine
          x={LAUNCH_DAY}
          label="Launch"
          labelAlign="start"
          lineStyle={{ stroke: 'var(--mui-palette-error-main)', strokeDasharray: '4 4' }}
          labelStyle={{ fill: 'var(--mui-palette-text-primary)', fontSize: 12 }}
        />
      </BarChart>
    </Box>
  );
}
