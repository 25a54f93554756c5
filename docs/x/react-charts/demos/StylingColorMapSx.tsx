import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

export default function StylingColorMapSx() {
  return (
    <Box
      role="figure"
      aria-label="Mean monthly rainfall in Lisbon, colored dry, moderate or wet"
    >
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: MONTHS }]}
        yAxis={[
          {
            label: 'Rain (mm)',
            // Below 20 mm: dry; from 20 to 80 mm: moderate; 80 mm and more: wet.
            colorMap: {
              type: 'piecewise',
              thresholds: [20, 80],
              colors: [
                'var(--mui-palette-warning-main)',
                'var(--mui-palette-info-main)',
                'var(--mui-palette-primary-main)',
              ],
            },
          },
        ]}
        series={[
          {
            label: 'Rain',
            data: LISBON_CLIMATE.map((m) => m.rainMm),
            valueFormatter: (v) => `${v ?? 0} mm`,
          },
        ]}
        borderRadius={4}
        slotProps={{ legend: { hidden: true } }}
        sx={{
          [`& .${axisClasses.left} .${axisClasses.label}`]: {
            transform: 'translateX(-8px)',
          },
          [`& .${axisClasses.root} .${axisClasses.line}`]: {
            stroke: 'var(--mui-palette-text-secondary)',
          },
          [`& .${axisClasses.tickLabel}`]: { fill: 'var(--mui-palette-text-secondary)' },
        }}
      />
    </Box>
  );
}
