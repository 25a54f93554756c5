import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { DEVICE_HOURS, STREAMING_MONTHS } from './data/streaming';

const millionHours = (value: number | null) => (value === null ? '' : `${value}M hours`);

export default function AreasDemoStacked() {
  return (
    <Box
      role="figure"
      aria-label="Hours streamed per month in 2023, stacked by device, in millions"
    >
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: STREAMING_MONTHS }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}M` }]}
        series={DEVICE_HOURS.map((device) => ({
          id: device.id,
          label: device.label,
          data: [...device.hours],
          stack: 'hours',
          area: true,
          showMark: false,
          valueFormatter: millionHours,
        }))}
      />
    </Box>
  );
}
