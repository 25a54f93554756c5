import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOrderType } from '@mui/x-charts/models';
import { BOOKSHOP_QUARTERS, QUARTERS, REVENUE_CHANNELS } from './data/bookshop';

const ORDERS: readonly { value: StackOrderType; label: string }[] = [
  { value: 'none', label: 'As listed (none)' },
  { value: 'reverse', label: 'Reversed' },
  { value: 'ascending', label: 'Smallest at the bottom' },
  { value: 'descending', label: 'Largest at the bottom' },
  { value: 'insideOut', label: 'Largest in the middle' },
  { value: 'appearance', label: 'By first peak' },
];

export default function StackingAreasOrder() {
  const [order, setOrder] = React.useState<StackOrderType>('none');

  return (
    <Box>
      <TextField
        select
        size="small"
        label="Stack order"
        value={order}
        onChange={(event) => setOrder(event.target.value as StackOrderType)}
        SelectProps={{ native: true }}
        sx={{ mb: 1 }}
      >
        {ORDERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <Box
        role="figure"
        aria-label="Revenue per quarter by sales channel as stacked areas, in thousands of dollars"
      >
        <LineChart
          height={320}
          margin={{ top: 60, left: 60 }}
          xAxis={[
            { scaleType: 'point', data: QUARTERS, tickLabelStyle: { fontSize: 11 } },
          ]}
          yAxis={[{ min: 0, valueFormatter: (v: number) => `$${v}k` }]}
          series={REVENUE_CHANNELS.map((channel) => ({
            id: channel.key,
            label: channel.label,
            data: BOOKSHOP_QUARTERS.map((q) => q[channel.key]),
            stack: 'revenue',
            stackOrder: order,
            area: true,
            showMark: false,
            valueFormatter: (v) => `$${v ?? 0}k`,
          }))}
        />
      </Box>
    </Box>
  );
}
