import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';
import { BOOKSHOP_QUARTERS, QUARTERS } from './data/bookshop';

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const PERCENT = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
});
const ONLINE = BOOKSHOP_QUARTERS.map((q) => q.onlineRevenue);

/** Tooltip body for one bar: the quarter, its revenue and the change on the same quarter a year before. */
function QuarterTooltip(props: ChartsItemContentProps<'bar'>) {
  const index = props.itemData.dataIndex ?? 0;
  const value = ONLINE[index];
  const yearBefore = index >= 4 ? ONLINE[index - 4] : null;

  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2" component="p">
        {QUARTERS[index]}
      </Typography>
      <Typography variant="body2">
        Online revenue: {DOLLARS.format(value * 1000)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {yearBefore === null
          ? 'First year: no comparison'
          : `${PERCENT.format(value / yearBefore - 1)} on ${QUARTERS[index - 4]}`}
      </Typography>
    </Paper>
  );
}

export default function TooltipCustomContent() {
  return (
    <Box role="figure" aria-label="Online revenue per quarter, in thousands of dollars">
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: QUARTERS, tickLabelStyle: { fontSize: 11 } }]}
        series={[{ id: 'online', label: 'Online', data: ONLINE }]}
        tooltip={{ trigger: 'item' }}
        slots={{ itemContent: QuarterTooltip }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
