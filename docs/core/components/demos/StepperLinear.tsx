import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const STEPS = ['Pick a plan', 'Invite team', 'Pay'];
/** The second step can be skipped; the others are required. */
const OPTIONAL_STEP = 1;

export default function StepperLinear() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<ReadonlySet<number>>(new Set());
  const finished = activeStep === STEPS.length;

  const handleNext = () => {
    setSkipped((previous) => {
      const next = new Set(previous);
      next.delete(activeStep);
      return next;
    });
    setActiveStep((step) => step + 1);
  };
  const handleSkip = () => {
    setSkipped((previous) => new Set(previous).add(activeStep));
    setActiveStep((step) => step + 1);
  };
  const handleReset = () => {
    setSkipped(new Set());
    setActiveStep(0);
  };

  return (
    <Box>
      <Stepper activeStep={activeStep}>
        {STEPS.map((label, index) => (
          <Step key={label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel
              optional={
                index === OPTIONAL_STEP ? (
                  <Typography variant="caption">Optional</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3, mb: 1 }} aria-live="polite">
        {finished
          ? `All steps done${skipped.size > 0 ? ' (invitations skipped)' : ''}.`
          : `Step ${activeStep + 1} of ${STEPS.length}: ${STEPS[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {finished ? (
          <Button onClick={handleReset}>Reset</Button>
        ) : (
          <>
            <Button
              disabled={activeStep === 0}
              onClick={() => setActiveStep((step) => step - 1)}
            >
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {activeStep === OPTIONAL_STEP && <Button onClick={handleSkip}>Skip</Button>}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === STEPS.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
