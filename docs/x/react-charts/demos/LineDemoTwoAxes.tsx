import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { CATCHMENT_RAIN, FILL_LEVEL, RESERVOIR_MONTHS } from './data/reservoir';

export default function LineDemoTwoAxes() {
  return (
    <Box
      role="figure"
      aria-label="Reservoir fill level in percent, left axis, and catchment rainfall in millimeters, right axis"
    >
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: RESERVOIR_MONTHS }]}
        yAxis={[
          {
            id: 'level',
            min: 0,
            max: 100,
            valueFormatter: (value: number) => `${value}%`,
          },
          { id: 'rain', min: 0, valueFormatter: (value: number) => `${value} mm` },
        ]}
        series={[
          {
            id: 'level',
            yAxisId: 'level',
            label: 'Fill level',
            data: [...FILL_LEVEL],
            area: true,
            showMark: false,
            valueFormatter: (value: number | null) =>
              value === null ? '' : `${value}% full`,
          },
          {
            id: 'rain',
            yAxisId: 'rain',
            label: 'Rainfall',
            data: [...CATCHMENT_RAIN],
            curve: 'step',
            showMark: false,
            valueFormatter: (value: number | null) =>
              value === null ? '' : `${value} mm`,
          },
        ]}
        leftAxis="level"
        rightAxis="rain"
        margin={{ left: 50, right: 60 }}
        sx={{ '& .MuiAreaElement-series-level': { fillOpacity: 0.3 } }}
      />
    </Box>
  );
}
