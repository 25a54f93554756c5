import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const SIDES = [
  'border',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
] as const;
type Side = (typeof SIDES)[number];

const COLORS = ['divider', 'primary.main', 'secondary.main', 'error.main'] as const;
type BorderColorPath = (typeof COLORS)[number];

const RADII = [0, 1, 2, 4] as const;
type Radius = (typeof RADII)[number];

interface ChoiceProps<T extends string | number> {
  id: string;
  label: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
}

function Choice<T extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
}: ChoiceProps<T>) {
  return (
    <Box>
      <Typography
        id={id}
        variant="body2"
        component="p"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <ToggleButtonGroup
        value={value}
        exclusive
        size="small"
        aria-labelledby={id}
        onChange={(_event, next: T | null) => next !== null && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export default function SystemBordersPlayground() {
  const theme = useTheme();
  const [side, setSide] = React.useState<Side>('border');
  const [color, setColor] = React.useState<BorderColorPath>('primary.main');
  const [radius, setRadius] = React.useState<Radius>(2);
  const unit = theme.shape.borderRadius;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Choice
        id="borders-side"
        label="Side"
        options={SIDES}
        value={side}
        onChange={setSide}
      />
      <Choice
        id="borders-color"
        label="borderColor"
        options={COLORS}
        value={color}
        onChange={setColor}
      />
      <Choice
        id="borders-radius"
        label="borderRadius"
        options={RADII}
        value={radius}
        onChange={setRadius}
      />
      <Box
        sx={{
          // The width first, then the color: `border` is a shorthand that would reset an earlier color.
          [side]: 2,
          borderColor: color,
          borderRadius: radius,
          height: 96,
          maxWidth: 320,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.paper',
        }}
      >
        <Typography variant="body2" component="p">
          Sample box
        </Typography>
      </Box>
      <Typography
        variant="body2"
        component="p"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {`sx={{ ${side}: 2, borderColor: '${color}', borderRadius: ${radius} }}`}
      </Typography>
      <Typography variant="body2" component="p" role="status">
        borderRadius {radius} × theme.shape.borderRadius ({unit}px) = {radius * unit}px
      </Typography>
    </Box>
  );
}
