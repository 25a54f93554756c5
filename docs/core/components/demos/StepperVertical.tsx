import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const STEPS = [
  {
    label: 'Connect the repository',
    text: 'Pick the repository and the branch that triggers a deployment.',
  },
  {
    label: 'Set the build command',
    text: 'Tell the service how to build the site, for example npm run build.',
  },
  {
    label: 'Choose a domain',
    text: 'Use the free subdomain or point your own domain at the service.',
  },
];

export default function StepperVertical() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {STEPS.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{ mt: 1, display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setActiveStep(index + 1)}
                >
                  {index === STEPS.length - 1 ? 'Deploy' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === STEPS.length && (
        <Box
          sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2">Your site is deploying.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)}>
            Start over
          </Button>
        </Box>
      )}
    </Box>
  );
}
