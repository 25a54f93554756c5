import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { COMMUTES } from './data/commute';

const minutes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export default function BarDemoRanking() {
  return (
    <Box
      role="figure"
      aria-label="Average one-way commute by city, in minutes, longest first"
    >
      <BarChart
        height={300}
        layout="horizontal"
        dataset={COMMUTES.map((row) => ({ ...row }))}
        yAxis={[{ scaleType: 'band', dataKey: 'city' }]}
        xAxis={[{ label: 'Minutes' }]}
        series={[
          {
            dataKey: 'minutes',
            label: 'Average commute',
            color: 'var(--mui-palette-secondary-main)',
            valueFormatter: (value: number | null) =>
              value === null ? '' : `${minutes.format(value)} min`,
          },
        ]}
        barLabel={(item) => (item.value === null ? null : minutes.format(item.value))}
        slotProps={{ legend: { hidden: true } }}
        sx={{
          '& .MuiBarLabel-root': { fill: 'var(--mui-palette-secondary-contrastText)' },
        }}
        margin={{ left: 90, top: 16 }}
        tooltip={{ trigger: 'item' }}
      />
    </Box>
  );
}
