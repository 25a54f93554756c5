import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  BOOKSHOP_QUARTERS,
  QUARTERS,
  REVENUE_CHANNELS,
  type RevenueChannel,
} from './data/bookshop';

type ChannelKey = RevenueChannel['key'];

// A fixed color per series: palette colors go by position, so they would shift when a series is hidden.
const COLORS: Readonly<Record<ChannelKey, string>> = {
  storesRevenue: 'var(--mui-palette-primary-main)',
  onlineRevenue: 'var(--mui-palette-secondary-main)',
  eventsRevenue: 'var(--mui-palette-warning-main)',
};

export default function LegendSeriesToggle() {
  const [visible, setVisible] = React.useState<ReadonlySet<ChannelKey>>(
    new Set(REVENUE_CHANNELS.map((channel) => channel.key)),
  );

  const toggle = (key: ChannelKey) =>
    setVisible((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const shown = REVENUE_CHANNELS.filter((channel) => visible.has(channel.key));

  return (
    <Box>
      <FormGroup row role="group" aria-label="Series shown">
        {REVENUE_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel.key}
            control={
              <Checkbox
                checked={visible.has(channel.key)}
                onChange={() => toggle(channel.key)}
              />
            }
            label={channel.label}
          />
        ))}
      </FormGroup>
      <Box
        role="figure"
        aria-label="Revenue per quarter for the selected sales channels, in thousands of dollars"
      >
        <BarChart
          height={320}
          margin={{ top: 60 }}
          xAxis={[
            { scaleType: 'band', data: QUARTERS, tickLabelStyle: { fontSize: 11 } },
          ]}
          yAxis={[{ min: 0, max: 1100 }]}
          series={shown.map((channel) => ({
            id: channel.key,
            label: channel.label,
            color: COLORS[channel.key],
            data: BOOKSHOP_QUARTERS.map((q) => q[channel.key]),
            stack: 'revenue',
            valueFormatter: (v) => `$${v ?? 0}k`,
          }))}
        />
      </Box>
      <Typography variant="body2">
        Showing: {shown.map((channel) => channel.label).join(', ') || 'no series'}
      </Typography>
    </Box>
  );
}
