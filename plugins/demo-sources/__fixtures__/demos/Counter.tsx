import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const STEPS = [1, 5, 10] as const;
type Step = (typeof STEPS)[number];

const buttonProps = {
  variant: 'outlined',
  size: 'small',
} satisfies ButtonProps;

const toStep = (value: unknown) => value as Step;

export default function Counter() {
  const [count, setCount] = React.useState<number>(0);
  const [lastStep, setLastStep] = React.useState<Step | null>(null);
  const label = React.useRef<HTMLSpanElement>(null);

  const add = (step: Step): void => {
    setCount((previous) => previous + step);
    setLastStep(toStep(step));
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: (theme: Theme) => theme.palette.text.primary }}>
      {STEPS.map((step) => (
        <Button key={step} {...buttonProps} onClick={() => add(step)}>
          +{step}
        </Button>
      ))}
      <Typography ref={label!}>
        {count} (last step: {lastStep ?? 'none'})
      </Typography>
    </Stack>
  );
}
