import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

type Variant = 'dots' | 'progress' | 'text';

const TIPS = [
  'Swipe left on a message to archive it.',
  'Press and hold a chat to pin it to the top.',
  'Tap the star to keep a message in your favorites.',
  'Shake the phone to undo the last action.',
];

export default function MobileStepperVariants() {
  const theme = useTheme();
  const [variant, setVariant] = React.useState<Variant>('dots');
  const [activeStep, setActiveStep] = React.useState(0);
  // The arrows point the way the steps go, which flips in right-to-left pages.
  const rtl = theme.direction === 'rtl';

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Stepper variant"
        value={variant}
        onChange={(_event, value: Variant | null) => value && setVariant(value)}
      >
        <ToggleButton value="dots">Dots</ToggleButton>
        <ToggleButton value="progress">Progress</ToggleButton>
        <ToggleButton value="text">Text</ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography sx={{ p: 2, minHeight: 72 }} aria-live="polite">
          Tip {activeStep + 1}: {TIPS[activeStep]}
        </Typography>
        <MobileStepper
          variant={variant}
          steps={TIPS.length}
          position="static"
          activeStep={activeStep}
          LinearProgressProps={{ 'aria-label': 'Tips read' }}
          nextButton={
            <Button
              size="small"
              onClick={() => setActiveStep((step) => step + 1)}
              disabled={activeStep === TIPS.length - 1}
            >
              Next
              {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
            </Button>
          }
          backButton={
            <Button
              size="small"
              onClick={() => setActiveStep((step) => step - 1)}
              disabled={activeStep === 0}
            >
              {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
              Back
            </Button>
          }
        />
      </Paper>
    </Stack>
  );
}
