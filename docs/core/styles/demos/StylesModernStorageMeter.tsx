import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const paletteOf = (theme: Theme) =>
  ((theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme).palette;

const Track = styled('div')(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  overflow: 'hidden',
  backgroundColor: paletteOf(theme).action.selected,
}));

// The modern form of a makeStyles rule that read props: the style function receives the
// theme and the props; shouldForwardProp keeps `used` off the DOM element.
const Fill = styled('div', { shouldForwardProp: (prop) => prop !== 'used' })<{
  used: number;
}>(({ theme, used }) => ({
  height: '100%',
  width: `${used}%`,
  backgroundColor:
    used >= 90 ? paletteOf(theme).error.main : paletteOf(theme).primary.main,
  transition: theme.transitions.create(['width', 'background-color']),
}));

const STEPS = [25, 60, 95];

export default function StylesModernStorageMeter() {
  const [used, setUsed] = React.useState(60);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={used}
        onChange={(_event, next: number | null) => {
          if (next !== null) setUsed(next);
        }}
        aria-label="Amount of storage to show"
      >
        {STEPS.map((step) => (
          <ToggleButton key={step} value={step}>
            {step}%
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Track
        role="progressbar"
        aria-label="Storage used"
        aria-valuenow={used}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <Fill used={used} />
      </Track>
      <Typography variant="body2">
        {used}% of 50 GB used{used >= 90 ? ': almost full' : ''}
      </Typography>
    </Stack>
  );
}
