import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const STEPS = [0, 0.5, 1, 2, 3, 4] as const;
type Step = (typeof STEPS)[number];

interface StepChoiceProps {
  id: string;
  label: string;
  value: Step;
  onChange: (next: Step) => void;
}

function StepChoice({ id, label, value, onChange }: StepChoiceProps) {
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
        onChange={(_event, next: Step | null) => next !== null && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {STEPS.map((step) => (
          <ToggleButton key={step} value={step}>
            {step}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export default function SystemSpacingPlayground() {
  const theme = useTheme();
  const [margin, setMargin] = React.useState<Step>(2);
  const [padding, setPadding] = React.useState<Step>(1);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <StepChoice
          id="spacing-margin"
          label="m (margin)"
          value={margin}
          onChange={setMargin}
        />
        <StepChoice
          id="spacing-padding"
          label="p (padding)"
          value={padding}
          onChange={setPadding}
        />
      </Box>
      {/* The outer box is only a frame: its tint shows the margin of the box inside. */}
      <Box
        sx={{
          display: 'flow-root',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          sx={{
            m: margin,
            p: padding,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            typography: 'body2',
          }}
        >
          Box with margin and padding
        </Box>
      </Box>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {`m: ${margin} → ${theme.spacing(margin)}, p: ${padding} → ${theme.spacing(padding)}`}
      </Typography>
    </Box>
  );
}
