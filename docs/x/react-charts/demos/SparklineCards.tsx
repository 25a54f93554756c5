import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { SHOP_WEEKS, WEEKLY_ORDERS, WEEKLY_RETURNS } from './data/stations';

const count = new Intl.NumberFormat('en-US');
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  signDisplay: 'exceptZero',
});

interface KpiCardProps {
  title: string;
  values: number[];
  plotType: 'line' | 'bar';
}

function KpiCard({ title, values, plotType }: KpiCardProps) {
  const last = values[values.length - 1];
  const previous = values[values.length - 2];
  const change = (last - previous) / previous;

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" component="p">
        {count.format(last)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {signedPercent.format(change)} on the week before
      </Typography>
      <Box
        role="figure"
        aria-label={`${title}, last eight weeks: ${values.join(', ')}`}
        sx={{ mt: 1 }}
      >
        <SparkLineChart
          data={values}
          plotType={plotType}
          height={56}
          area={plotType === 'line'}
          curve="monotoneX"
          xAxis={{ scaleType: plotType === 'bar' ? 'band' : 'point', data: SHOP_WEEKS }}
          valueFormatter={(value) => (value === null ? '' : count.format(value))}
          showTooltip
          showHighlight
          margin={{ top: 4, bottom: 4, left: 2, right: 2 }}
        />
      </Box>
    </Paper>
  );
}

export default function SparklineCards() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <KpiCard title="Orders per week" values={WEEKLY_ORDERS} plotType="line" />
      <KpiCard title="Returns per week" values={WEEKLY_RETURNS} plotType="bar" />
    </Box>
  );
}
