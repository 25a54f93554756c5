import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { RUNNERS_BY_AGE_GROUP } from './data/scatter';

type Mode = 'nearest' | 'radius' | 'element';

const MODES: Record<Mode, string> = {
  nearest: 'Nearest point (Voronoi, no limit)',
  radius: 'Nearest point within 20 px',
  element: 'Only on the point (disableVoronoi)',
};

const GROUPS = [
  { id: 'under35', label: 'Under 35' },
  { id: 'from35to49', label: '35 to 49' },
  { id: 'over50', label: '50 and over' },
] as const;

export default function ScatterChartVoronoi() {
  const [mode, setMode] = React.useState<Mode>('nearest');
  const [clicked, setClicked] = React.useState('none');

  const handleItemClick = (_event: unknown, item: ScatterItemIdentifier) => {
    const group = GROUPS.find((candidate) => candidate.id === item.seriesId);
    if (!group) return;
    const runner = RUNNERS_BY_AGE_GROUP[group.id][item.dataIndex];
    setClicked(`${group.label}, ${runner.x} km a week, ${runner.y} minutes`);
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Interaction"
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
        SelectProps={{ native: true }}
        sx={{ maxWidth: 320 }}
      >
        {Object.entries(MODES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
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
          series={GROUPS.map((group) => ({
            id: group.id,
            label: group.label,
            data: RUNNERS_BY_AGE_GROUP[group.id],
            markerSize: 6,
            valueFormatter: (point) => `${point.x} km a week, ${point.y} min`,
          }))}
          xAxis={[{ label: 'Training (km a week)' }]}
          yAxis={[{ label: 'Finish time (min)', min: 80 }]}
          disableVoronoi={mode === 'element'}
          voronoiMaxRadius={mode === 'radius' ? 20 : undefined}
          onItemClick={handleItemClick}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Clicked: ${clicked}`}
      </Typography>
    </Stack>
  );
}
