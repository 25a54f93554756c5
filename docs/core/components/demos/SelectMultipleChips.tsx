import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const TOPPINGS = [
  'Basil',
  'Mushrooms',
  'Olives',
  'Onions',
  'Peppers',
  'Pineapple',
  'Tomatoes',
];

export default function SelectMultipleChips() {
  const [toppings, setToppings] = React.useState<string[]>(['Basil', 'Olives']);
  const labelId = React.useId();

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    setToppings(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <FormControl fullWidth>
        <InputLabel id={labelId}>Toppings</InputLabel>
        <Select
          labelId={labelId}
          multiple
          value={toppings}
          onChange={handleChange}
          input={<OutlinedInput label="Toppings" />}
          renderValue={(selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {selected.map((name) => (
                <Chip key={name} label={name} size="small" />
              ))}
            </Box>
          )}
          MenuProps={{ PaperProps: { sx: { maxHeight: 280 } } }}
        >
          {TOPPINGS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        {toppings.length} selected: {toppings.length > 0 ? toppings.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
