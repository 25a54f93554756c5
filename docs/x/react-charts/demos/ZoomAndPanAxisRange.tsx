import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { FIRST_DAY, LAST_DAY, MUSEUM_VISITS, formatDay } from './data/visits';

interface DayRange {
  start: number;
  end: number;
}

const FULL: DayRange = { start: FIRST_DAY, end: LAST_DAY };
const SHORTEST = 7;
const COUNT = new Intl.NumberFormat('en-US');

/** Keeps a range of the same length inside the data, sliding it back from an edge. */
function clamp(start: number, length: number): DayRange {
  const first = Math.min(Math.max(start, FIRST_DAY), LAST_DAY - length);
  return { start: first, end: first + length };
}

/** Halves (factor 0.5) or doubles (factor 2) the range around its middle. */
function zoom(range: DayRange, factor: number): DayRange {
  const length = Math.round((range.end - range.start) * factor);
  const bounded = Math.min(Math.max(length, SHORTEST), LAST_DAY - FIRST_DAY);
  const middle = (range.start + range.end) / 2;
  return clamp(Math.round(middle - bounded / 2), bounded);
}

/** Moves the range by half its length, earlier (-1) or later (+1). */
function pan(range: DayRange, direction: -1 | 1): DayRange {
  const length = range.end - range.start;
  return clamp(range.start + direction * Math.round(length / 2), length);
}

export default function ZoomAndPanAxisRange() {
  const [range, setRange] = React.useState<DayRange>(FULL);
  const length = range.end - range.start;

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={length <= SHORTEST}
          onClick={() => setRange(zoom(range, 0.5))}
        >
          Zoom in
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={length >= LAST_DAY - FIRST_DAY}
          onClick={() => setRange(zoom(range, 2))}
        >
          Zoom out
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={range.start <= FIRST_DAY}
          onClick={() => setRange(pan(range, -1))}
        >
          Earlier
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={range.end >= LAST_DAY}
          onClick={() => setRange(pan(range, 1))}
        >
          Later
        </Button>
        <Button size="small" onClick={() => setRange(FULL)}>
          Reset
        </Button>
      </Stack>
      <Box role="figure" aria-label="Daily museum visitors, March and April 2024">
        <LineChart
          height={300}
          margin={{ left: 60 }}
          xAxis={[
            {
              dataKey: 'day',
              min: range.start,
              max: range.end,
              tickMinStep: 1,
              valueFormatter: (day: number) => formatDay(day),
            },
          ]}
          yAxis={[{ min: 0, max: 1800 }]}
          dataset={MUSEUM_VISITS.map((entry) => ({
            day: entry.day,
            visitors: entry.visitors,
          }))}
          series={[
            {
              dataKey: 'visitors',
              label: 'Visitors',
              showMark: length <= 14,
              valueFormatter: (v) => COUNT.format(v ?? 0),
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Showing {formatDay(range.start)} to {formatDay(range.end)} ({length + 1} days)
      </Typography>
    </Box>
  );
}
