import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { ICED_DRINKS_BY_TEMPERATURE } from './data/scatter';

/** Least-squares line through the points: y = slope * x + intercept. */
function fitLine(points: ReadonlyArray<{ x: number; y: number }>) {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const slope = covariance / variance;
  return { slope, intercept: meanY - slope * meanX };
}

const FIT = fitLine(ICED_DRINKS_BY_TEMPERATURE);
const X_MIN = 14;
const X_MAX = 34;

/** A straight line drawn with the chart's own scales, so it lines up with the points at any width. */
function TrendLine({ from, to }: { from: number; to: number }) {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const y = (x: number) => FIT.slope * x + FIT.intercept;
  return (
    <line
      x1={xScale(from)}
      y1={yScale(y(from))}
      x2={xScale(to)}
      y2={yScale(y(to))}
      stroke="var(--mui-palette-text-secondary)"
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function ScatterDemoTrend() {
  return (
    <Box
      role="figure"
      aria-label="Iced drinks sold per day against temperature, with a trend line"
    >
      <ScatterChart
        margin={{ left: 60 }}
        // Moves the y-axis title away from the tick labels, which are wider than its default offset. translate3d,
        // not translateX: right-to-left style plugins mirror translateX, while the chart keeps its y-axis on the left.
        sx={{
          [`& .${axisClasses.left} .${axisClasses.label}`]: {
            transform: 'translate3d(-10px, 0, 0)',
          },
        }}
        height={300}
        series={[
          {
            label: 'Iced drinks sold',
            data: ICED_DRINKS_BY_TEMPERATURE,
            markerSize: 6,
            valueFormatter: (point) => `${point.x} °C: ${point.y} drinks`,
          },
        ]}
        xAxis={[{ label: 'Highest temperature (°C)', min: X_MIN, max: X_MAX }]}
        yAxis={[{ label: 'Drinks sold', min: 0, max: 140 }]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
      >
        <TrendLine from={15} to={33} />
      </ScatterChart>
      <Typography variant="body2" color="text.secondary">
        {`Trend: about ${FIT.slope.toFixed(1)} more drinks for each degree warmer.`}
      </Typography>
    </Box>
  );
}
