import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const MODES = ['shown', 'display: none', 'visibility: hidden'] as const;
type Mode = (typeof MODES)[number];

const STEPS = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function SystemDisplayHide() {
  const [mode, setMode] = React.useState<Mode>('shown');

  return (
    <Box>
      <Typography
        id="display-hide-label"
        variant="body2"
        component="p"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        How the Shipping step is hidden
      </Typography>
      <ToggleButtonGroup
        value={mode}
        exclusive
        size="small"
        aria-labelledby="display-hide-label"
        onChange={(_event, next: Mode | null) => next && setMode(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {MODES.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="ol"
        aria-label="Checkout steps"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 2, mb: 0 }}
      >
        {STEPS.map((step) => (
          <Box
            component="li"
            key={step}
            sx={[
              {
                listStyle: 'none',
                px: 1.5,
                py: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                typography: 'body2',
              },
              step === 'Shipping' && mode === 'display: none' && { display: 'none' },
              step === 'Shipping' &&
                mode === 'visibility: hidden' && { visibility: 'hidden' },
            ]}
          >
            {step}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
