import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { BOOKSHOP_QUARTERS, QUARTERS, REVENUE_CHANNELS } from './data/bookshop';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

export default function TooltipHighlightScope() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [fade, setFade] = React.useState<Fade>('global');
  const [item, setItem] = React.useState<HighlightItemData | null>(null);

  const channel = REVENUE_CHANNELS.find((c) => c.key === item?.seriesId);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          SelectProps={{ native: true }}
        >
          <option value="none">None</option>
          <option value="item">Item</option>
          <option value="series">Series</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          SelectProps={{ native: true }}
        >
          <option value="none">None</option>
          <option value="series">Series</option>
          <option value="global">Global</option>
        </TextField>
      </Stack>
      <Box
        role="figure"
        aria-label="Revenue per quarter by sales channel, in thousands of dollars"
      >
        <BarChart
          height={320}
          xAxis={[
            { scaleType: 'band', data: QUARTERS, tickLabelStyle: { fontSize: 11 } },
          ]}
          series={REVENUE_CHANNELS.map((c) => ({
            id: c.key,
            label: c.label,
            data: BOOKSHOP_QUARTERS.map((q) => q[c.key]),
            highlightScope: { highlight, fade },
            valueFormatter: (v) => `$${v ?? 0}k`,
          }))}
          tooltip={{ trigger: 'item' }}
          onHighlightChange={setItem}
        />
      </Box>
      <Typography variant="body2">
        Highlighted:{' '}
        {channel && item?.dataIndex !== undefined
          ? `${channel.label}, ${QUARTERS[item.dataIndex]}`
          : 'nothing'}
      </Typography>
    </Box>
  );
}
