import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const STEPS = ['Cart', 'Shipping', 'Payment', 'Review'];
const PAYMENT = 2;

export default function StepperAlternativeLabel() {
  const [declined, setDeclined] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={declined}
            onChange={(event) => setDeclined(event.target.checked)}
          />
        }
        label="Card declined"
      />
      <Stepper activeStep={PAYMENT} alternativeLabel sx={{ mt: 2 }}>
        {STEPS.map((label, index) => {
          const failed = declined && index === PAYMENT;
          return (
            <Step key={label}>
              <StepLabel
                error={failed}
                optional={
                  failed ? (
                    <Typography variant="caption" color="error">
                      Try another card
                    </Typography>
                  ) : undefined
                }
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
