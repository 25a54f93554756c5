import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { OLD_TOWN_LISTINGS, SUBURB_LISTINGS } from './data/scatter';

const ALL = [...OLD_TOWN_LISTINGS, ...SUBURB_LISTINGS];
const averageArea = Math.round(
  ALL.reduce((sum, listing) => sum + listing.x, 0) / ALL.length,
);
const averageRent = Math.round(
  ALL.reduce((sum, listing) => sum + listing.y, 0) / ALL.length,
);

const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const LINE_STYLE = {
  stroke: 'var(--mui-palette-text-secondary)',
  strokeDasharray: '4 4',
};
const LABEL_STYLE = { fill: 'var(--mui-palette-text-secondary)', fontSize: 12 };

export default function ScatterDemoAverages() {
  return (
    <Box
      role="figure"
      aria-label="Apartments compared with the average floor area and the average rent"
    >
      <ScatterChart
        height={320}
        series={[
          {
            id: 'old-town',
            label: 'Old town',
            data: OLD_TOWN_LISTINGS,
            valueFormatter: (point) => `${point.x} m², ${euros.format(point.y)}`,
          },
          {
            id: 'suburbs',
            label: 'Suburbs',
            data: SUBURB_LISTINGS,
            valueFormatter: (point) => `${point.x} m², ${euros.format(point.y)}`,
          },
        ]}
        xAxis={[{ label: 'Floor area (m²)', min: 40, max: 115 }]}
        yAxis={[{ label: 'Rent (€ a month)', min: 600, max: 2000 }]}
        margin={{ left: 80 }}
        // Moves the y-axis title away from the tick labels, which are wider than its default offset. translate3d,
        // not translateX: right-to-left style plugins mirror translateX, while the chart keeps its y-axis on the left.
        sx={{
          [`& .${axisClasses.left} .${axisClasses.label}`]: {
            transform: 'translate3d(-24px, 0, 0)',
          },
        }}
      >
        <ChartsReferenceLine
          x={averageArea}
          label={`Average ${averageArea} m²`}
          labelAlign="start"
          lineStyle={LINE_STYLE}
          labelStyle={LABEL_STYLE}
        />
        <ChartsReferenceLine
          y={averageRent}
          label={`Average ${euros.format(averageRent)}`}
          labelAlign="end"
          lineStyle={LINE_STYLE}
          labelStyle={LABEL_STYLE}
        />
      </ScatterChart>
    </Box>
  );
}
