import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { BOOKSHOP_QUARTERS, QUARTERS, REVENUE_CHANNELS } from './data/bookshop';

type Direction = 'row' | 'column';
type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'left' | 'middle' | 'right';

/** Room the legend needs on each side, so it never covers the bars. */
function marginFor(direction: Direction, vertical: Vertical, horizontal: Horizontal) {
  const margin = { top: 30, right: 20, bottom: 30, left: 50 };
  if (direction === 'row' && vertical === 'top') margin.top = 70;
  if (direction === 'row' && vertical === 'bottom') margin.bottom = 80;
  if (direction === 'column' && horizontal === 'right') margin.right = 110;
  if (direction === 'column' && horizontal === 'left') margin.left = 150;
  return margin;
}

export default function LegendPlacement() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('middle');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          SelectProps={{ native: true }}
        >
          <option value="row">Row</option>
          <option value="column">Column</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Vertical position"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          SelectProps={{ native: true }}
        >
          <option value="top">Top</option>
          <option value="middle">Middle</option>
          <option value="bottom">Bottom</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Horizontal position"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          SelectProps={{ native: true }}
        >
          <option value="left">Left</option>
          <option value="middle">Middle</option>
          <option value="right">Right</option>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={hidden}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
          label="Hide legend"
        />
      </Stack>
      <Box
        role="figure"
        aria-label="Revenue per quarter by sales channel, in thousands of dollars"
      >
        <BarChart
          height={340}
          margin={
            hidden
              ? { top: 30, right: 20, bottom: 30, left: 50 }
              : marginFor(direction, vertical, horizontal)
          }
          xAxis={[
            { scaleType: 'band', data: QUARTERS, tickLabelStyle: { fontSize: 11 } },
          ]}
          series={REVENUE_CHANNELS.map((channel) => ({
            id: channel.key,
            label: channel.label,
            data: BOOKSHOP_QUARTERS.map((q) => q[channel.key]),
            stack: 'revenue',
          }))}
          slotProps={{
            legend: {
              hidden,
              direction,
              position: { vertical, horizontal },
              itemMarkWidth: 14,
              itemMarkHeight: 14,
              markGap: 6,
              itemGap: 16,
              padding: 8,
              labelStyle: { fontSize: 14 },
            },
          }}
        />
      </Box>
      <Typography variant="body2">
        Legend: {hidden ? 'hidden' : `${direction}, ${vertical} ${horizontal}`}
      </Typography>
    </Box>
  );
}
