import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { RUNNERS_BY_AGE_GROUP } from './data/scatter';

const GROUPS = [
  { id: 'under35', label: 'Under 35', color: 'var(--mui-palette-primary-main)' },
  { id: 'from35to49', label: '35 to 49', color: 'var(--mui-palette-secondary-main)' },
  { id: 'over50', label: '50 and over', color: 'var(--mui-palette-warning-main)' },
] as const;

type GroupId = (typeof GROUPS)[number]['id'];

export default function ScatterDemoSeriesToggle() {
  const [shown, setShown] = React.useState<readonly GroupId[]>([
    'under35',
    'from35to49',
    'over50',
  ]);
  const visible = GROUPS.filter((group) => shown.includes(group.id));
  const runners = visible.reduce(
    (sum, group) => sum + RUNNERS_BY_AGE_GROUP[group.id].length,
    0,
  );

  const toggle = (id: GroupId, checked: boolean) =>
    setShown((current) =>
      checked ? [...current, id] : current.filter((item) => item !== id),
    );

  return (
    <Stack spacing={1}>
      <FormGroup row role="group" aria-label="Age groups to show">
        {GROUPS.map((group) => (
          <FormControlLabel
            key={group.id}
            control={
              <Checkbox
                checked={shown.includes(group.id)}
                onChange={(event) => toggle(group.id, event.target.checked)}
              />
            }
            label={group.label}
          />
        ))}
      </FormGroup>
      <Box
        role="figure"
        aria-label="Half-marathon finish time against weekly training distance, by age group"
      >
        <ScatterChart
          margin={{ left: 60 }}
          // Moves the y-axis title away from the tick labels, which are wider than its default offset. translate3d,
          // not translateX: right-to-left style plugins mirror translateX, while the chart keeps its y-axis on the left.
          sx={{
            [`& .${axisClasses.left} .${axisClasses.label}`]: {
              transform: 'translate3d(-10px, 0, 0)',
            },
          }}
          height={300}
          series={visible.map((group) => ({
            id: group.id,
            label: group.label,
            color: group.color,
            data: RUNNERS_BY_AGE_GROUP[group.id],
            markerSize: 6,
            valueFormatter: (point) => `${point.x} km a week, ${point.y} min`,
          }))}
          xAxis={[{ label: 'Training (km a week)', min: 10, max: 65 }]}
          yAxis={[{ label: 'Finish time (min)', min: 80, max: 140 }]}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Showing ${visible.length} of ${GROUPS.length} age groups, ${runners} runners`}
      </Typography>
    </Stack>
  );
}
