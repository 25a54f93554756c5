import Box from '@mui/material/Box';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { MEAN_TEMPERATURE, TEMPERATURE_MONTHS } from './data/temperature';

const celsius = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} °C`;

export default function LineDemoThreshold() {
  return (
    <Box
      role="figure"
      aria-label="Mean temperature per month in Solmar and Harborton against an 18 °C beach threshold"
    >
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: TEMPERATURE_MONTHS }]}
        yAxis={[{ min: 0, max: 30, valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          {
            id: 'solmar',
            label: 'Solmar',
            data: [...MEAN_TEMPERATURE.solmar],
            curve: 'monotoneX',
            valueFormatter: celsius,
          },
          {
            id: 'harborton',
            label: 'Harborton',
            data: [...MEAN_TEMPERATURE.harborton],
            curve: 'monotoneX',
            valueFormatter: celsius,
          },
        ]}
        grid={{ horizontal: true }}
      >
        <ChartsReferenceLine
          y={18}
          label="Beach weather (18 °C)"
          labelAlign="start"
          lineStyle={{
            stroke: 'var(--mui-palette-text-secondary)',
            strokeDasharray: '6 4',
          }}
          labelStyle={{ fill: 'var(--mui-palette-text-secondary)', fontSize: 12 }}
        />
      </LineChart>
    </Box>
  );
}
