import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { OLD_TOWN_LISTINGS, SUBURB_LISTINGS } from './data/scatter';

/** Three construction periods, split at 1950 and 2000, each drawn in a color of the theme. */
const THRESHOLDS = [1950, 2000];
const PERIODS = [
  { label: 'Before 1950', color: 'var(--mui-palette-warning-main)' },
  { label: '1950 to 1999', color: 'var(--mui-palette-secondary-main)' },
  { label: '2000 and later', color: 'var(--mui-palette-primary-main)' },
];

const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export default function ScatterChartZAxis() {
  return (
    <Stack spacing={1}>
      <Box
        role="figure"
        aria-label="Rent against floor area, colored by the year the building was finished"
      >
        <ScatterChart
          height={300}
          series={[
            {
              label: 'Apartments',
              data: [...OLD_TOWN_LISTINGS, ...SUBURB_LISTINGS],
              markerSize: 6,
              valueFormatter: (point) =>
                `${point.x} m², ${euros.format(point.y)} a month, built ${point.z}`,
            },
          ]}
          zAxis={[
            {
              colorMap: {
                type: 'piecewise',
                thresholds: THRESHOLDS,
                colors: PERIODS.map((period) => period.color),
              },
            },
          ]}
          xAxis={[{ label: 'Floor area (m²)', min: 40 }]}
          yAxis={[{ label: 'Rent (€ a month)' }]}
          margin={{ left: 80 }}
          // Moves the y-axis title away from the tick labels, which are wider than its default offset. translate3d,
          // not translateX: right-to-left style plugins mirror translateX, while the chart keeps its y-axis on the left.
          sx={{
            [`& .${axisClasses.left} .${axisClasses.label}`]: {
              transform: 'translate3d(-24px, 0, 0)',
            },
          }}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
      <Stack
        component="ul"
        direction="row"
        spacing={2}
        useFlexGap
        aria-label="Year the building was finished"
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {PERIODS.map((period) => (
          <Stack
            component="li"
            key={period.label}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', m: 0 }}
          >
            <Box
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: period.color }}
            />
            <Typography variant="body2">{period.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
