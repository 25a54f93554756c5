import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';
import { DEVICE_HOURS, STREAMING_MONTHS } from './data/streaming';

const OFFSETS: readonly StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];
const ORDERS: readonly StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'insideOut',
  'appearance',
];

const isOffset = (value: string): value is StackOffsetType =>
  (OFFSETS as readonly string[]).includes(value);
const isOrder = (value: string): value is StackOrderType =>
  (ORDERS as readonly string[]).includes(value);
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

export default function AreasDemoStackOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={stackOffset}
          onChange={(event) => {
            if (isOffset(event.target.value)) setStackOffset(event.target.value);
          }}
          SelectProps={{ native: true }}
          sx={{ minWidth: 150 }}
        >
          {OFFSETS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => {
            if (isOrder(event.target.value)) setStackOrder(event.target.value);
          }}
          SelectProps={{ native: true }}
          sx={{ minWidth: 150 }}
        >
          {ORDERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2">
        Stacked with offset {stackOffset} and order {stackOrder}
      </Typography>
      <Box
        role="figure"
        aria-label="Hours streamed per month by device, stacked with the chosen offset and order"
      >
        <LineChart
          height={320}
          xAxis={[{ scaleType: 'point', data: STREAMING_MONTHS }]}
          yAxis={[
            {
              valueFormatter: (value: number) =>
                stackOffset === 'expand' ? percent.format(value) : `${value}M`,
            },
          ]}
          series={DEVICE_HOURS.map((device, index) => ({
            id: device.id,
            label: device.label,
            data: [...device.hours],
            stack: 'hours',
            area: true,
            showMark: false,
            valueFormatter: (value: number | null) =>
              value === null ? '' : `${value}M hours`,
            // The group's offset and order are read from its series; setting them on the first is enough.
            ...(index === 0 ? { stackOffset, stackOrder } : {}),
          }))}
          margin={{ left: 55 }}
        />
      </Box>
    </Stack>
  );
}
