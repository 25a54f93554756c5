import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const TOPPINGS = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Basil'] as const;
type Topping = (typeof TOPPINGS)[number];

const MINIMUM = 2;

export default function CheckboxGroupError() {
  const [chosen, setChosen] = React.useState<readonly Topping[]>(['Basil']);
  const error = chosen.length < MINIMUM;
  const helperId = React.useId();

  const toggle = (topping: Topping, checked: boolean) => {
    setChosen((current) =>
      checked
        ? TOPPINGS.filter((item) => item === topping || current.includes(item))
        : current.filter((item) => item !== topping),
    );
  };

  return (
    // A fieldset with a legend names the group for assistive technology.
    <FormControl
      component="fieldset"
      error={error}
      variant="standard"
      aria-describedby={helperId}
    >
      <FormLabel component="legend">Toppings (choose at least {MINIMUM})</FormLabel>
      <FormGroup>
        {TOPPINGS.map((topping) => (
          <FormControlLabel
            key={topping}
            control={
              <Checkbox
                name="toppings"
                value={topping}
                checked={chosen.includes(topping)}
                onChange={(event) => toggle(topping, event.target.checked)}
              />
            }
            label={topping}
          />
        ))}
      </FormGroup>
      <FormHelperText id={helperId} role="status">
        {error
          ? `Choose ${MINIMUM - chosen.length} more.`
          : `Chosen: ${chosen.join(', ')}.`}
      </FormHelperText>
    </FormControl>
  );
}
