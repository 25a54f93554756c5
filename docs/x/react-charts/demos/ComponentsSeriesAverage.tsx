import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { unstable_useBarSeries, useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { BOOKSHOP_QUARTERS, QUARTERS, REVENUE_CHANNELS } from './data/bookshop';

/** One dashed line per bar series at the mean of its values, in the series' own color. */
function SeriesAverages() {
  const barSeries = unstable_useBarSeries();
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  if (!barSeries) return null;

  return (
    <g>
      {barSeries.seriesOrder.map((id) => {
        const series = barSeries.series[id];
        const values = series.data.filter((value): value is number => value !== null);
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        const y = yScale(mean);
        return (
          <g key={id}>
            <line
              x1={left}
              x2={left + width}
              y1={y}
              y2={y}
              stroke={series.color}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
            <text
              x={left + width - 4}
              y={y - 6}
              textAnchor="end"
              style={{ fill: 'var(--mui-palette-text-primary)', fontSize: 12 }}
            >
              {`${typeof series.label === 'string' ? series.label : id} mean $${Math.round(mean)}k`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

const SHOWN = REVENUE_CHANNELS.filter((channel) => channel.key !== 'eventsRevenue');

export default function ComponentsSeriesAverage() {
  return (
    <Box
      role="figure"
      aria-label="Store and online revenue per quarter, each with a line at its mean"
    >
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: QUARTERS, tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ min: 0, valueFormatter: (v: number) => `$${v}k` }]}
        series={SHOWN.map((channel) => ({
          id: channel.key,
          label: channel.label,
          data: BOOKSHOP_QUARTERS.map((q) => q[channel.key]),
          valueFormatter: (v) => `$${v ?? 0}k`,
        }))}
      >
        <SeriesAverages />
      </BarChart>
    </Box>
  );
}
