import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Delivery</FormLabel>
      {/* Uncontrolled: defaultValue picks the first choice, the group keeps track afterwards. */}
      <RadioGroup aria-labelledby={labelId} name="delivery" defaultValue="standard">
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label="Standard, 3 to 5 days"
        />
        <FormControlLabel value="express" control={<Radio />} label="Express, next day" />
        <FormControlLabel value="pickup" control={<Radio />} label="Pick up in store" />
        <FormControlLabel
          value="drone"
          control={<Radio />}
          label="Drone (not in your area)"
          disabled
        />
      </RadioGroup>
    </FormControl>
  );
}
