import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHS, RAINFALL } from './data/rainfall';

type ParentWidth = '50%' | '75%' | '100%';

const WIDTHS: readonly ParentWidth[] = ['50%', '75%', '100%'];

export default function GettingStartedSizing() {
  const [parentWidth, setParentWidth] = React.useState<ParentWidth>('100%');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={parentWidth}
        onChange={(_event, next: ParentWidth | null) => {
          if (next !== null) setParentWidth(next);
        }}
        aria-label="Width of the parent box"
      >
        {WIDTHS.map((width) => (
          <ToggleButton key={width} value={width}>
            {width}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2">Parent width: {parentWidth} of the demo</Typography>
      <Box
        role="figure"
        aria-label="Monthly rainfall in Solmar, drawn at the width of its parent"
        sx={{ width: parentWidth, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: [...MONTHS] }]}
          series={[{ label: 'Solmar (mm)', data: RAINFALL.map((row) => row.solmar) }]}
          margin={{ left: 40, right: 16 }}
        />
      </Box>
      <Box
        role="figure"
        aria-label="The same rainfall at a fixed size of 300 by 160 pixels"
      >
        <LineChart
          width={300}
          height={160}
          xAxis={[{ scaleType: 'point', data: [...MONTHS] }]}
          series={[{ label: 'Solmar (mm)', data: RAINFALL.map((row) => row.solmar) }]}
          margin={{ left: 40, right: 16, top: 16 }}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
    </Stack>
  );
}
