import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// A speed limiter set between 30 and 130 km/h, drawn on a half circle.
const MIN = 30;
const MAX = 130;
const STEP = 10;

export default function GaugeArcs() {
  const [limit, setLimit] = React.useState(90);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 320 }}>
        <Gauge
          value={limit}
          valueMin={MIN}
          valueMax={MAX}
          startAngle={-90}
          endAngle={90}
          innerRadius="70%"
          outerRadius="100%"
          cornerRadius="50%"
          height={180}
          text={({ value }) => `${value} km/h`}
          aria-label="Speed limiter"
          aria-valuetext={`${limit} kilometers per hour`}
          sx={{
            [`& .${gaugeClasses.valueText}`]: {
              fontSize: 28,
              transform: 'translate(0px, -12px)',
            },
            [`& .${gaugeClasses.valueArc}`]: {
              fill: 'var(--mui-palette-secondary-main)',
            },
          }}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={limit <= MIN}
          onClick={() => setLimit((value) => value - STEP)}
        >
          Slower
        </Button>
        <Button
          variant="outlined"
          disabled={limit >= MAX}
          onClick={() => setLimit((value) => value + STEP)}
        >
          Faster
        </Button>
      </Stack>
    </Stack>
  );
}
