import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { PLANET_ORBITS } from './data/planets';

type Scale = 'linear' | 'log';

const POINTS = PLANET_ORBITS.map((planet) => ({
  id: planet.name,
  x: planet.distanceAu,
  y: planet.periodYears,
}));
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export default function AxisScaleLog() {
  const [scale, setScale] = React.useState<Scale>('linear');

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scale}
        onChange={(_event, next: Scale | null) => next && setScale(next)}
        aria-label="Scale type of both axes"
      >
        <ToggleButton value="linear">Linear</ToggleButton>
        <ToggleButton value="log">Logarithmic</ToggleButton>
      </ToggleButtonGroup>
      <Box
        role="figure"
        aria-label="Orbital period against distance from the Sun for the eight planets"
      >
        <ScatterChart
          height={320}
          margin={{ left: 60, bottom: 60 }}
          xAxis={[
            {
              scaleType: scale,
              label: 'Distance from the Sun (AU)',
              valueFormatter: (v: number) => NUMBER.format(v),
            },
          ]}
          yAxis={[
            {
              scaleType: scale,
              label: 'Orbital period (years)',
              valueFormatter: (v: number) => NUMBER.format(v),
            },
          ]}
          series={[
            {
              label: 'Planets',
              data: POINTS,
              valueFormatter: (point) =>
                `${point.id}: ${NUMBER.format(point.x)} AU, ${NUMBER.format(point.y)} years`,
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
      <Typography variant="body2">
        Scale: {scale === 'log' ? 'logarithmic' : 'linear'}
      </Typography>
    </Box>
  );
}
