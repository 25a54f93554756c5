import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { MEAN_TEMPERATURE, TEMPERATURE_MONTHS } from './data/temperature';

const celsius = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} °C`;

export default function LineChartBasic() {
  return (
    <Box
      role="figure"
      aria-label="Mean temperature per month in Harborton and Solmar, in degrees Celsius"
    >
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: TEMPERATURE_MONTHS }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
        margin={{ left: 60 }}
        series={[
          {
            id: 'harborton',
            label: 'Harborton',
            data: [...MEAN_TEMPERATURE.harborton],
            valueFormatter: celsius,
          },
          {
            id: 'solmar',
            label: 'Solmar',
            data: [...MEAN_TEMPERATURE.solmar],
            valueFormatter: celsius,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
