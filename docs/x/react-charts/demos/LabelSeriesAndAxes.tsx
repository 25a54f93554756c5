import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

const celsius = (value: number | null) => `${value ?? 0} °C`;

export default function LabelSeriesAndAxes() {
  return (
    <Box
      role="figure"
      aria-label="Mean daily high and low temperatures in Lisbon by month"
    >
      <LineChart
        height={320}
        margin={{ left: 70, bottom: 70 }}
        xAxis={[
          {
            scaleType: 'point',
            data: MONTHS,
            label: 'Month (climate normals 1991–2020)',
          },
        ]}
        yAxis={[
          { min: 0, max: 35, label: 'Temperature (°C)', labelStyle: { fontSize: 13 } },
        ]}
        series={[
          {
            // A short name in the legend, a precise one in the tooltip.
            label: (location) => (location === 'legend' ? 'High' : 'Mean daily maximum'),
            data: LISBON_CLIMATE.map((m) => m.highC),
            valueFormatter: celsius,
          },
          {
            label: (location) => (location === 'legend' ? 'Low' : 'Mean daily minimum'),
            data: LISBON_CLIMATE.map((m) => m.lowC),
            valueFormatter: celsius,
          },
        ]}
      />
    </Box>
  );
}
