import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import type {
  AxisConfig,
  ChartsXAxisProps,
  ChartsYAxisProps,
} from '@mui/x-charts/models';
import { REQUESTS, TIME_SLOTS, WEEKDAYS } from './data/heatmap';

/** Five color steps: a value belongs to the last step whose lower bound it reaches. */
const STEPS = [
  { from: 0, label: '0–9', opacity: 0.12 },
  { from: 10, label: '10–19', opacity: 0.3 },
  { from: 20, label: '20–29', opacity: 0.5 },
  { from: 30, label: '30–44', opacity: 0.72 },
  { from: 45, label: '45 and more', opacity: 1 },
];
// Typed as band axes: the 7.14.0 types accept `categoryGapRatio` only on an axis declared as band.
const slotAxis: AxisConfig<'band', string, ChartsXAxisProps> = {
  id: 'slots',
  scaleType: 'band',
  data: [...TIME_SLOTS],
  categoryGapRatio: 0.06,
};
const dayAxis: AxisConfig<'band', string, ChartsYAxisProps> = {
  id: 'days',
  scaleType: 'band',
  data: [...WEEKDAYS],
  categoryGapRatio: 0.08,
};
const CELL_COLOR = 'var(--mui-palette-primary-main)';

const stepOf = (value: number) => STEPS.filter((step) => value >= step.from).length - 1;

interface Cell {
  day: (typeof WEEKDAYS)[number];
  slot: (typeof TIME_SLOTS)[number];
  value: number;
}

const describe = (cell: Cell) => `${cell.day}, ${cell.slot} h: ${cell.value} requests`;

/** One rectangle per (slot, day), placed and sized by the chart's two band scales. */
function HeatmapCells({ onHover }: { onHover: (cell: Cell | null) => void }) {
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'band'>();
  return (
    <g onMouseLeave={() => onHover(null)}>
      {WEEKDAYS.map((day, dayIndex) =>
        TIME_SLOTS.map((slot, slotIndex) => {
          const cell: Cell = { day, slot, value: REQUESTS[dayIndex][slotIndex] };
          return (
            <rect
              key={`${day}-${slot}`}
              x={xScale(slot)}
              y={yScale(day)}
              width={xScale.bandwidth()}
              height={yScale.bandwidth()}
              rx={3}
              fill={CELL_COLOR}
              fillOpacity={STEPS[stepOf(cell.value)].opacity}
              onMouseEnter={() => onHover(cell)}
            >
              <title>{describe(cell)}</title>
            </rect>
          );
        }),
      )}
    </g>
  );
}

export default function HeatmapComposed() {
  const [hovered, setHovered] = React.useState<Cell | null>(null);

  return (
    <Stack spacing={1}>
      <Box
        role="figure"
        aria-label="Help desk requests in one week, by weekday and time of day"
      >
        <ResponsiveChartContainer
          height={300}
          series={[]}
          xAxis={[slotAxis]}
          yAxis={[dayAxis]}
          margin={{ top: 10, right: 10, bottom: 50, left: 90 }}
        >
          <HeatmapCells onHover={setHovered} />
          <ChartsXAxis axisId="slots" label="Time of day (h)" disableLine disableTicks />
          <ChartsYAxis axisId="days" disableLine disableTicks />
        </ResponsiveChartContainer>
      </Box>
      <Stack
        component="ul"
        direction="row"
        spacing={2}
        useFlexGap
        aria-label="Requests per cell"
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {STEPS.map((step) => (
          <Stack
            component="li"
            key={step.label}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', m: 0 }}
          >
            <Box
              sx={{
                width: 16,
                height: 16,
                borderRadius: 0.5,
                bgcolor: CELL_COLOR,
                opacity: step.opacity,
              }}
            />
            <Typography variant="body2">{step.label}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {hovered ? describe(hovered) : 'Hover a cell to read its value.'}
      </Typography>
    </Stack>
  );
}
