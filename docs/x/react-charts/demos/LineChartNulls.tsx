import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { HUMIDITY, SENSOR_HOURS } from './data/sensor';

const percent = (value: number | null) => (value === null ? 'no reading' : `${value}%`);
const missing = HUMIDITY.filter((value) => value === null).length;

export default function LineChartNulls() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect across missing readings"
      />
      <Typography variant="body2">
        {missing} readings missing; gaps are {connectNulls ? 'bridged' : 'left open'}
      </Typography>
      <Box
        role="figure"
        aria-label="Hourly greenhouse humidity in percent, with missing readings"
      >
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: SENSOR_HOURS }]}
          yAxis={[{ min: 50, max: 90 }]}
          series={[
            {
              label: 'Humidity',
              data: [...HUMIDITY],
              connectNulls,
              area: true,
              baseline: 'min',
              valueFormatter: percent,
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 16 }}
        />
      </Box>
    </Stack>
  );
}
