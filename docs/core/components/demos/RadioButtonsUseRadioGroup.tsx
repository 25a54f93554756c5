import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel, { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';

/** A label that reads the surrounding group's value and outlines itself when its option is chosen. */
function PlanLabel(props: FormControlLabelProps) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup !== undefined && radioGroup.value === props.value;

  return (
    <FormControlLabel
      {...props}
      checked={checked}
      sx={{
        m: 0,
        paddingInlineEnd: 2,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : 'transparent',
      }}
    />
  );
}

export default function RadioButtonsUseRadioGroup() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Plan</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="plan"
        defaultValue="team"
        sx={{ gap: 1, mt: 1 }}
      >
        <PlanLabel value="solo" control={<Radio />} label="Solo, one seat" />
        <PlanLabel value="team" control={<Radio />} label="Team, up to ten seats" />
        <PlanLabel value="company" control={<Radio />} label="Company, unlimited seats" />
      </RadioGroup>
    </FormControl>
  );
}
