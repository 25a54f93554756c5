import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsXAxisProps } from '@mui/x-charts/models';
import { REVENUE_BY_YEAR, REVENUE_QUARTERS } from './data/revenue';

const fullDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
// A band axis declared apart from the props: its band-only options pass the type check there.
const quarterAxis: AxisConfig<'band', string, ChartsXAxisProps> = {
  id: 'quarters',
  scaleType: 'band',
  data: [...REVENUE_QUARTERS],
  categoryGapRatio: 0.3,
};

const formatRevenue = (value: number | null) =>
  value === null ? '' : fullDollars.format(value);

export default function BarDemoRevenue() {
  return (
    <Box role="figure" aria-label="Quarterly revenue in 2022 and 2023, in US dollars">
      <BarChart
        height={320}
        xAxis={[quarterAxis]}
        yAxis={[{ valueFormatter: (value: number) => compactDollars.format(value) }]}
        series={[
          {
            id: 'y2022',
            label: '2022',
            data: [...REVENUE_BY_YEAR['2022']],
            valueFormatter: formatRevenue,
          },
          {
            id: 'y2023',
            label: '2023',
            data: [...REVENUE_BY_YEAR['2023']],
            valueFormatter: formatRevenue,
            color: 'var(--mui-palette-primary-main)',
          },
        ]}
        grid={{ horizontal: true }}
        borderRadius={4}
        margin={{ left: 60 }}
      />
    </Box>
  );
}
