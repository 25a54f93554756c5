import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LISBON_CLIMATE, MONTHS } from './data/climate';

type Part = 'area' | 'line' | 'marks' | 'grid' | 'reference';

const PARTS: readonly { part: Part; label: string }[] = [
  { part: 'area', label: 'Area' },
  { part: 'line', label: 'Line' },
  { part: 'marks', label: 'Marks' },
  { part: 'grid', label: 'Grid' },
  { part: 'reference', label: '300 hours line' },
];

export default function CompositionChooseParts() {
  const [shown, setShown] = React.useState<ReadonlySet<Part>>(
    new Set(['area', 'line', 'grid']),
  );

  const toggle = (part: Part) =>
    setShown((previous) => {
      const next = new Set(previous);
      if (next.has(part)) next.delete(part);
      else next.add(part);
      return next;
    });

  return (
    <Box>
      <FormGroup row role="group" aria-label="Chart parts">
        {PARTS.map(({ part, label }) => (
          <FormControlLabel
            key={part}
            control={<Checkbox checked={shown.has(part)} onChange={() => toggle(part)} />}
            label={label}
          />
        ))}
      </FormGroup>
      <Box role="figure" aria-label="Mean monthly hours of sunshine in Lisbon">
        <ResponsiveChartContainer
          height={280}
          xAxis={[{ scaleType: 'point', data: MONTHS }]}
          yAxis={[{ min: 0, max: 400 }]}
          series={[
            {
              type: 'line',
              label: 'Sunshine',
              data: LISBON_CLIMATE.map((m) => m.sunHours),
              area: true,
            },
          ]}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.25 } }}
        >
          {shown.has('grid') && <ChartsGrid horizontal />}
          {shown.has('area') && <AreaPlot />}
          {shown.has('line') && <LinePlot />}
          {shown.has('marks') && <MarkPlot />}
          {shown.has('reference') && (
            <ChartsReferenceLine
              y={300}
              label="300 h"
              labelAlign="start"
              lineStyle={{
                stroke: 'var(--mui-palette-text-secondary)',
                strokeDasharray: '4 4',
              }}
              labelStyle={{ fill: 'var(--mui-palette-text-primary)', fontSize: 12 }}
            />
          )}
          <ChartsXAxis />
          <ChartsYAxis label="Hours" />
        </ResponsiveChartContainer>
      </Box>
      <Typography variant="body2">
        Drawn:{' '}
        {PARTS.filter(({ part }) => shown.has(part))
          .map(({ label }) => label)
          .join(', ') || 'axes only'}
      </Typography>
    </Box>
  );
}
