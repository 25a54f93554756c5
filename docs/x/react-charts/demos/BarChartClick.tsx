import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ENERGY_SOURCES, QUARTERS } from './data/energy';

const terawattHours = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} TWh`;

export default function BarChartClick() {
  const [clickedBar, setClickedBar] = React.useState('none yet');
  const [clickedQuarter, setClickedQuarter] = React.useState('none yet');

  return (
    <Stack spacing={1}>
      <Box
        role="figure"
        aria-label="Wind and solar generation per quarter of 2023; click a bar or a quarter"
      >
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: [...QUARTERS] }]}
          series={ENERGY_SOURCES.filter(
            (source) => source.id === 'wind' || source.id === 'solar',
          ).map((source) => ({
            id: source.id,
            label: source.label,
            data: [...source.generation],
            valueFormatter: terawattHours,
          }))}
          onItemClick={(_event, bar) => {
            const source = ENERGY_SOURCES.find((item) => item.id === bar.seriesId);
            if (source) {
              setClickedBar(
                `${source.label}, ${QUARTERS[bar.dataIndex]}: ${terawattHours(source.generation[bar.dataIndex])}`,
              );
            }
          }}
          onAxisClick={(_event, axis) => {
            if (axis)
              setClickedQuarter(`${String(axis.axisValue)} (index ${axis.dataIndex})`);
          }}
        />
      </Box>
      <Typography variant="body2">Clicked bar: {clickedBar}</Typography>
      <Typography variant="body2">Clicked quarter: {clickedQuarter}</Typography>
    </Stack>
  );
}
