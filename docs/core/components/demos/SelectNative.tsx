import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SIZES = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
  { value: 'L', label: 'Large' },
  { value: 'XL', label: 'Extra large' },
];

export default function SelectNative() {
  const [size, setSize] = React.useState('M');
  const id = React.useId();

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <FormControl fullWidth>
        {/* A real <select>: the label points at it with htmlFor, like any form control. */}
        <InputLabel htmlFor={id}>Shirt size</InputLabel>
        <Select
          native
          label="Shirt size"
          value={size}
          onChange={(event: SelectChangeEvent) => setSize(event.target.value)}
          inputProps={{ id, 'aria-describedby': `${id}-help` }}
        >
          {SIZES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <FormHelperText id={`${id}-help`}>
          Sizes run large; pick your usual size.
        </FormHelperText>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        Selected: {size}
      </Typography>
    </Stack>
  );
}
