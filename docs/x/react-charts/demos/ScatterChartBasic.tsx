import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import type { ScatterValueType } from '@mui/x-charts/models';
import { OLD_TOWN_LISTINGS, SUBURB_LISTINGS } from './data/scatter';

const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const listing = (point: ScatterValueType) =>
  `${point.x} m², ${euros.format(point.y)} a month`;

export default function ScatterChartBasic() {
  return (
    <Box
      role="figure"
      aria-label="Monthly rent against floor area of apartments in the old town and in the suburbs"
    >
      <ScatterChart
        height={320}
        series={[
          {
            id: 'old-town',
            label: 'Old town',
            data: OLD_TOWN_LISTINGS,
            valueFormatter: listing,
          },
          {
            id: 'suburbs',
            label: 'Suburbs',
            data: SUBURB_LISTINGS,
            valueFormatter: listing,
          },
        ]}
        xAxis={[{ label: 'Floor area (m²)', min: 40 }]}
        yAxis={[
          {
            label: 'Rent (€ a month)',
            valueFormatter: (value: number) => euros.format(value),
          },
        ]}
        grid={{ horizontal: true, vertical: true }}
        margin={{ left: 80 }}
        // Moves the y-axis title away from the tick labels, which are wider than its default offset. translate3d,
        // not translateX: right-to-left style plugins mirror translateX, while the chart keeps its y-axis on the left.
        sx={{
          [`& .${axisClasses.left} .${axisClasses.label}`]: {
            transform: 'translate3d(-24px, 0, 0)',
          },
        }}
      />
    </Box>
  );
}
