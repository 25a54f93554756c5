import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

// Static figures for a small coffee roaster, first half of the year.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const BEANS_SOLD_KG = [320, 295, 360, 410, 455, 430];
const EQUIPMENT_SOLD_KG = [120, 140, 135, 150, 170, 210];
const SHOP_VISITS = [1850, 1720, 2100, 2480, 2760, 2650];
const ONLINE_VISITS = [2900, 3150, 3400, 3300, 3900, 4400];
const ORDER_CHANNELS = [
  { id: 'shop', value: 46, label: 'Shop' },
  { id: 'web', value: 38, label: 'Web store' },
  { id: 'wholesale', value: 16, label: 'Wholesale' },
];

function ChartCard(props: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

export default function ChartsOverviewDemo() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <ChartCard title="Goods shipped per month (kg)">
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: MONTHS }]}
          series={[
            { label: 'Beans', data: BEANS_SOLD_KG, stack: 'shipped' },
            { label: 'Gear', data: EQUIPMENT_SOLD_KG, stack: 'shipped' },
          ]}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard title="Visits per month">
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: MONTHS }]}
          series={[
            { label: 'Online', data: ONLINE_VISITS, area: true, curve: 'monotoneX' },
            { label: 'In the shop', data: SHOP_VISITS, curve: 'monotoneX' },
          ]}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard title="Orders by channel">
        <PieChart
          height={200}
          series={[
            {
              data: ORDER_CHANNELS,
              innerRadius: 45,
              paddingAngle: 2,
              cornerRadius: 4,
              valueFormatter: (item) => `${item.value}% of orders`,
            },
          ]}
        />
      </ChartCard>
    </Box>
  );
}
