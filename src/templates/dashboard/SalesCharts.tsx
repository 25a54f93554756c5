/**
 * The dashboard's charts: revenue per month as a line, new customers per month as bars. Each chart is
 * a named figure with an explicit height. The colors are the theme's CSS variables, so they follow
 * the light and dark modes (plain lines and bars take them in 7.14.0; areas and highlights would not).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHS_2024 } from './data';

const months = MONTHS_2024.map((figures) => figures.month);
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

const CHART_HEIGHT = 280;

interface ChartCardProps {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly children: ReactNode;
}

function ChartCard({ id, title, description, children }: ChartCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Box role="figure" aria-labelledby={id}>
        {children}
      </Box>
    </Paper>
  );
}

export default function SalesCharts() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' } }}>
      <ChartCard id="dashboard-revenue-chart" title="Revenue" description="Per month in 2024, in US dollars">
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ valueFormatter: (value: number) => compactMoney.format(value) }]}
          series={[
            {
              id: 'revenue',
              label: 'Revenue',
              data: MONTHS_2024.map((figures) => figures.revenue),
              color: 'var(--mui-palette-primary-main)',
              valueFormatter: (value: number | null) => (value === null ? '' : money.format(value)),
            },
          ]}
          grid={{ horizontal: true }}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 16, right: 16, left: 56 }}
        />
      </ChartCard>
      <ChartCard id="dashboard-customers-chart" title="New customers" description="First orders per month in 2024">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[
            {
              id: 'newCustomers',
              label: 'New customers',
              data: MONTHS_2024.map((figures) => figures.newCustomers),
              color: 'var(--mui-palette-secondary-main)',
              valueFormatter: (value: number | null) => (value === null ? '' : count.format(value)),
            },
          ]}
          grid={{ horizontal: true }}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 16, right: 16, left: 48 }}
        />
      </ChartCard>
    </Box>
  );
}
