import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { REFERRAL_ANSWERS } from './data/pie';

const MIN_ANGLES = [0, 15, 30] as const;
type MinAngle = (typeof MIN_ANGLES)[number];

const total = REFERRAL_ANSWERS.reduce((sum, answer) => sum + answer.value, 0);
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
});

export default function PieChartArcLabels() {
  const [minAngle, setMinAngle] = React.useState<MinAngle>(15);
  // The same rule the chart applies: a slice gets a label when its angle reaches the minimum.
  const labeled = REFERRAL_ANSWERS.filter(
    (answer) => (answer.value / total) * 360 >= minAngle,
  ).length;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={minAngle}
        onChange={(_event, value: MinAngle | null) =>
          value !== null && setMinAngle(value)
        }
        aria-label="Minimum slice angle for a label"
      >
        {MIN_ANGLES.map((angle) => (
          <ToggleButton key={angle} value={angle}>
            {`${angle}°`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box role="figure" aria-label="How 400 customers heard about a bike shop">
        <PieChart
          height={370}
          // The legend goes below the pie: beside it, it would cover the pie on a phone.
          margin={{ top: 10, bottom: 90, left: 10, right: 10 }}
          slotProps={{
            legend: {
              direction: 'row',
              position: { vertical: 'bottom', horizontal: 'middle' },
              padding: 0,
            },
          }}
          series={[
            {
              data: REFERRAL_ANSWERS,
              outerRadius: 95,
              arcLabel: (item) => percent.format(item.value / total),
              arcLabelRadius: 112,
              arcLabelMinAngle: minAngle,
              valueFormatter: (item) => `${item.value} customers`,
            },
          ]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Labels drawn: ${labeled} of ${REFERRAL_ANSWERS.length} slices`}
      </Typography>
    </Stack>
  );
}
