import React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Billing } from './tiers';

interface Props {
  value: Billing;
  onChange(billing: Billing): void;
}

/** Monthly or yearly billing: two pressed-state buttons, one always pressed. */
export default function BillingSwitch({ value, onChange }: Props): React.JSX.Element {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      color="primary"
      size="small"
      aria-label="Billing period"
      onChange={(_event, next: Billing | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="monthly" sx={{ px: 2 }}>
        Monthly
      </ToggleButton>
      <ToggleButton value="yearly" sx={{ px: 2 }}>
        Yearly, 2 months free
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
