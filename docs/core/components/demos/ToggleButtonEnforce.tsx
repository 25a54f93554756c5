import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Period = 'day' | 'week' | 'month';

export default function ToggleButtonEnforce() {
  const [period, setPeriod] = React.useState<Period>('week');

  return (
    <Stack spacing={1} alignItems="flex-start">
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label="Chart period"
        value={period}
        onChange={(_event, value: Period | null) => {
          // A click on the selected button sends null: ignore it, so that one period stays chosen.
          if (value !== null) setPeriod(value);
        }}
      >
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="month">Month</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" role="status">
        Period: {period}
      </Typography>
    </Stack>
  );
}
