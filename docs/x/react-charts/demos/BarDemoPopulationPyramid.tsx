import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsYAxisProps } from '@mui/x-charts/models';
import { AGE_GROUPS } from './data/population';

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
// Men are drawn to the left as negative values; every label shows the absolute number.
const residents = (value: number | null) =>
  value === null ? '' : `${thousands.format(Math.abs(value))}k residents`;

const ageAxis: AxisConfig<'band', string, ChartsYAxisProps> = {
  id: 'ages',
  scaleType: 'band',
  data: AGE_GROUPS.map((group) => group.ages),
  categoryGapRatio: 0.1,
};

export default function BarDemoPopulationPyramid() {
  return (
    <Box
      role="figure"
      aria-label="Population pyramid of the town: residents by age group, women on the right, men on the left"
    >
      <BarChart
        height={380}
        layout="horizontal"
        yAxis={[ageAxis]}
        xAxis={[
          { valueFormatter: (value: number) => `${thousands.format(Math.abs(value))}k` },
        ]}
        series={[
          {
            id: 'men',
            label: 'Men',
            data: AGE_GROUPS.map((group) => -group.men),
            stack: 'population',
            valueFormatter: residents,
          },
          {
            id: 'women',
            label: 'Women',
            data: AGE_GROUPS.map((group) => group.women),
            stack: 'population',
            valueFormatter: residents,
          },
        ]}
        tooltip={{ trigger: 'item' }}
        grid={{ vertical: true }}
        margin={{ left: 60 }}
      />
    </Box>
  );
}
