import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_OS_SHARES } from './data/phones';

type ArcLabel = 'value' | 'label' | 'formattedValue';

export default function LabelPieArcs() {
  const [arcLabel, setArcLabel] = React.useState<ArcLabel>('formattedValue');

  return (
    <Box>
      <TextField
        select
        size="small"
        label="Arc label"
        value={arcLabel}
        onChange={(event) => setArcLabel(event.target.value as ArcLabel)}
        SelectProps={{ native: true }}
        sx={{ mb: 1 }}
      >
        <option value="formattedValue">Formatted value</option>
        <option value="value">Raw value</option>
        <option value="label">Slice label</option>
      </TextField>
      <Box role="figure" aria-label="Smartphones in use by operating system, in percent">
        <PieChart
          height={280}
          series={[
            {
              data: [...PHONE_OS_SHARES],
              outerRadius: 90,
              // Labels sit outside the slices, on the page background, so they keep their contrast.
              arcLabelRadius: 112,
              arcLabel,
              arcLabelMinAngle: 10,
              valueFormatter: (item) => `${item.value}%`,
            },
          ]}
        />
      </Box>
    </Box>
  );
}
