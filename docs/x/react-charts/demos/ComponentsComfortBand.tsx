import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

const COMFORT_LOW_C = 18;
const COMFORT_HIGH_C = 24;

/** A shaded band across the drawing area between two temperatures, drawn in the chart's own SVG. */
function ComfortBand() {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const top = yScale(COMFORT_HIGH_C);
  const bottom = yScale(COMFORT_LOW_C);

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={bottom - top}
        style={{ fill: 'var(--mui-palette-success-main)', fillOpacity: 0.15 }}
      />
      <text
        x={left + 8}
        y={top + 16}
        style={{ fill: 'var(--mui-palette-text-primary)', fontSize: 12 }}
      >
        {`Comfort zone ${COMFORT_LOW_C}–${COMFORT_HIGH_C} °C`}
      </text>
    </g>
  );
}

export default function ComponentsComfortBand() {
  return (
    <Box
      role="figure"
      aria-label="Mean daily high temperature in Lisbon by month, with a shaded comfort zone"
    >
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: MONTHS }]}
        yAxis={[{ min: 10, max: 32, valueFormatter: (v: number) => `${v} °C` }]}
        series={[
          {
            label: 'Daily high',
            data: LISBON_CLIMATE.map((m) => m.highC),
            valueFormatter: (v) => `${v} °C`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      >
        <ComfortBand />
      </LineChart>
    </Box>
  );
}
