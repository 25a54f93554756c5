import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// Occupancy of a fictional parking garage with 480 spaces, at three times of a weekday.
const CAPACITY = 480;
const OCCUPIED = { '08:00': 156, '12:00': 437, '18:00': 298 } as const;
type Time = keyof typeof OCCUPIED;

function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) return null;
  // Angles are in radians, measured clockwise from 12 o'clock.
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="var(--mui-palette-text-primary)" />
      <path
        d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`}
        stroke="var(--mui-palette-text-primary)"
        strokeWidth={3}
      />
    </g>
  );
}

export default function GaugeComposed() {
  const [time, setTime] = React.useState<Time>('12:00');
  const occupied = OCCUPIED[time];

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={time}
        onChange={(_event, next: Time | null) => {
          if (next !== null) setTime(next);
        }}
        aria-label="Time of day"
      >
        {(Object.keys(OCCUPIED) as Time[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <GaugeContainer
        width={240}
        height={150}
        startAngle={-110}
        endAngle={110}
        value={occupied}
        valueMax={CAPACITY}
        aria-label="Parking spaces occupied"
        aria-valuetext={`${occupied} of ${CAPACITY} spaces occupied`}
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Needle />
      </GaugeContainer>
      <Typography variant="body2">
        At {time}: {occupied} of {CAPACITY} spaces occupied, {CAPACITY - occupied} free
      </Typography>
    </Stack>
  );
}
