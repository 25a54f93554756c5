import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { StepLabelProps } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

type HintedStepLabelProps = StepLabelProps & { hint: string };

/** A StepLabel with a hint line under the label. Without `muiName`, StepButton does not recognize it. */
function HintedStepLabel({ hint, ...other }: HintedStepLabelProps) {
  return (
    <StepLabel {...other} optional={<Typography variant="caption">{hint}</Typography>} />
  );
}

/** The same wrapper, marked with StepLabel's `muiName`: StepButton treats it as a StepLabel. */
function NamedHintedStepLabel(props: HintedStepLabelProps) {
  return <HintedStepLabel {...props} />;
}
NamedHintedStepLabel.muiName = StepLabel.muiName;

const STEPS = [
  { label: 'Cart', hint: '2 items' },
  { label: 'Delivery', hint: 'Home address' },
];

export default function GuideCompositionMuiName() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="p" variant="body2">
          Wrapper without <code>muiName</code>: wrapped in a second label, so each step
          shows two icons.
        </Typography>
        <Stepper
          nonLinear
          activeStep={0}
          role="group"
          aria-label="Checkout without muiName"
        >
          {STEPS.map((step) => (
            <Step key={step.label}>
              <StepButton>
                <HintedStepLabel hint={step.hint}>{step.label}</HintedStepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Stack>
      <Stack spacing={1}>
        <Typography component="p" variant="body2">
          Wrapper with <code>muiName</code>: StepButton passes its props to it, one icon
          per step.
        </Typography>
        <Stepper nonLinear activeStep={0} role="group" aria-label="Checkout with muiName">
          {STEPS.map((step) => (
            <Step key={step.label}>
              <StepButton>
                <NamedHintedStepLabel hint={step.hint}>{step.label}</NamedHintedStepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Stack>
    </Stack>
  );
}
