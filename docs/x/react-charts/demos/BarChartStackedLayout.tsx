import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ENERGY_SOURCES, QUARTERS } from './data/energy';

type Grouping = 'grouped' | 'stacked';
type Layout = 'vertical' | 'horizontal';

const terawattHours = (value: number | null) =>
  value === null ? '' : `${value.toFixed(1)} TWh`;

export default function BarChartStackedLayout() {
  const [grouping, setGrouping] = React.useState<Grouping>('stacked');
  const [layout, setLayout] = React.useState<Layout>('vertical');

  const series = ENERGY_SOURCES.map((source) => ({
    id: source.id,
    label: source.label,
    data: [...source.generation],
    stack: grouping === 'stacked' ? 'total' : undefined,
    valueFormatter: terawattHours,
  }));
  const categoryAxis = { scaleType: 'band' as const, data: [...QUARTERS] };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={grouping}
          onChange={(_event, next: Grouping | null) => {
            if (next !== null) setGrouping(next);
          }}
          aria-label="Grouping"
        >
          <ToggleButton value="grouped">Grouped</ToggleButton>
          <ToggleButton value="stacked">Stacked</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={layout}
          onChange={(_event, next: Layout | null) => {
            if (next !== null) setLayout(next);
          }}
          aria-label="Layout"
        >
          <ToggleButton value="vertical">Vertical</ToggleButton>
          <ToggleButton value="horizontal">Horizontal</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2">
        Showing: {grouping} bars, {layout} layout
      </Typography>
      <Box
        role="figure"
        aria-label="Electricity generated per quarter of 2023 by source, in terawatt-hours"
      >
        <BarChart
          height={360}
          layout={layout}
          series={series}
          xAxis={layout === 'vertical' ? [categoryAxis] : undefined}
          yAxis={layout === 'horizontal' ? [categoryAxis] : undefined}
          margin={layout === 'horizontal' ? { left: 80 } : undefined}
        />
      </Box>
    </Stack>
  );
}
