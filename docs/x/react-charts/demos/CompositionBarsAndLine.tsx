import Box from '@mui/material/Box';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { BOOKSHOP_QUARTERS, QUARTERS } from './data/bookshop';

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const COUNT = new Intl.NumberFormat('en-US');

const REVENUE = BOOKSHOP_QUARTERS.map(
  (q) => q.storesRevenue + q.onlineRevenue + q.eventsRevenue,
);
const ORDERS = BOOKSHOP_QUARTERS.map((q) => q.orders);

export default function CompositionBarsAndLine() {
  return (
    <Box
      role="figure"
      aria-label="Quarterly revenue as bars and number of orders as a line, 2023 and 2024"
    >
      <ResponsiveChartContainer
        height={340}
        margin={{ left: 70, right: 70, top: 60 }}
        xAxis={[
          {
            id: 'quarter',
            scaleType: 'band',
            data: QUARTERS,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[
          { id: 'revenue', min: 0, valueFormatter: (v: number) => `$${v}k` },
          { id: 'orders', min: 0, valueFormatter: (v: number) => `${v / 1000}k` },
        ]}
        series={[
          {
            type: 'bar',
            id: 'revenue',
            label: 'Revenue',
            data: REVENUE,
            yAxisId: 'revenue',
            valueFormatter: (v) => DOLLARS.format((v ?? 0) * 1000),
          },
          {
            type: 'line',
            id: 'orders',
            label: 'Orders',
            data: ORDERS,
            yAxisId: 'orders',
            color: 'var(--mui-palette-secondary-main)',
            valueFormatter: (v) => COUNT.format(v ?? 0),
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="quarter" />
        <ChartsYAxis axisId="revenue" position="left" label="Revenue" />
        <ChartsYAxis axisId="orders" position="right" label="Orders" />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend
          position={{ vertical: 'top', horizontal: 'middle' }}
          direction="row"
        />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}
