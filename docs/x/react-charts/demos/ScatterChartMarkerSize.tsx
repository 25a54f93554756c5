import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { ICED_DRINKS_BY_TEMPERATURE } from './data/scatter';

const SIZES = [2, 4, 8] as const;
type Size = (typeof SIZES)[number];

export default function ScatterChartMarkerSize() {
  const [markerSize, setMarkerSize] = React.useState<Size>(8);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={markerSize}
        onChange={(_event, value: Size | null) => value !== null && setMarkerSize(value)}
        aria-label="Marker size"
      >
        {SIZES.map((size) => (
          <ToggleButton key={size} value={size}>
            {`${size} px`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        role="figure"
        aria-label="Iced drinks sold per day against the day's highest temperature"
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
          height={280}
          series={[
            {
              label: 'Iced drinks sold',
              data: ICED_DRINKS_BY_TEMPERATURE,
              markerSize,
              valueFormatter: (point) => `${point.x} °C: ${point.y} drinks`,
            },
          ]}
          xAxis={[{ label: 'Highest temperature (°C)', min: 14, max: 34 }]}
          yAxis={[{ label: 'Drinks sold', min: 0 }]}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`markerSize: ${markerSize} (the radius of each point, in pixels)`}
      </Typography>
    </Stack>
  );
}
