import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { MONTHLY_BUDGET_USD } from './data/pie';

type Month = keyof typeof MONTHLY_BUDGET_USD;

const MONTH_NAMES: Record<Month, string> = { january: 'January', july: 'July' };

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function CenterTotal({ amount }: { amount: string }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      style={{ fill: 'var(--mui-palette-text-primary)', fontSize: 18, fontWeight: 600 }}
    >
      {amount}
    </text>
  );
}

export default function PieDemoBudget() {
  const [month, setMonth] = React.useState<Month>('january');
  const spending = MONTHLY_BUDGET_USD[month];
  const total = spending.reduce((sum, category) => sum + category.value, 0);
  const largest = spending.reduce((max, category) =>
    category.value > max.value ? category : max,
  );

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Month"
        value={month}
        onChange={(event) => setMonth(event.target.value as Month)}
        SelectProps={{ native: true }}
        sx={{ width: 180 }}
      >
        {Object.entries(MONTH_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </TextField>
      <Box
        role="figure"
        aria-label={`Family spending in ${MONTH_NAMES[month]}, by category`}
      >
        <PieChart
          height={320}
          // The legend goes below the pie: beside it, it would cover the pie on a phone.
          margin={{ top: 10, bottom: 70, left: 10, right: 10 }}
          slotProps={{
            legend: {
              direction: 'row',
              position: { vertical: 'bottom', horizontal: 'middle' },
              padding: 0,
            },
          }}
          series={[
            {
              data: spending,
              innerRadius: 68,
              outerRadius: 105,
              paddingAngle: 1.5,
              cornerRadius: 3,
              highlightScope: { highlight: 'item', fade: 'global' },
              faded: { additionalRadius: -6 },
              valueFormatter: (item) =>
                `${usd.format(item.value)} (${Math.round((item.value / total) * 100)}%)`,
            },
          ]}
        >
          <CenterTotal amount={usd.format(total)} />
        </PieChart>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`${MONTH_NAMES[month]}: ${usd.format(total)} in total, the largest share is ${largest.label.toLowerCase()} (${usd.format(largest.value)}).`}
      </Typography>
    </Stack>
  );
}
