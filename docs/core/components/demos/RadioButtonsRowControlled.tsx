import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const CITIES = ['Paris', 'Lisbon', 'Oslo', 'Vienna'] as const;

export default function RadioButtonsRowControlled() {
  const labelId = React.useId();
  const [city, setCity] = React.useState<string>('Paris');

  return (
    <FormControl>
      <FormLabel id={labelId}>Meeting city</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="meeting-city"
        value={city}
        onChange={(_event, value) => setCity(value)}
      >
        {CITIES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={option}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" role="status">
        Selected: {city}
      </Typography>
    </FormControl>
  );
}
