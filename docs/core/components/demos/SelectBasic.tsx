import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const CITIES = ['Paris', 'Nairobi', 'Osaka', 'Lima', 'Toronto'];

export default function SelectBasic() {
  const [city, setCity] = React.useState('Paris');
  const labelId = React.useId();

  const handleChange = (event: SelectChangeEvent) => setCity(event.target.value);

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <FormControl fullWidth>
        <InputLabel id={labelId}>Destination</InputLabel>
        <Select
          labelId={labelId}
          label="Destination"
          value={city}
          onChange={handleChange}
        >
          {CITIES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        Selected: {city}
      </Typography>
    </Stack>
  );
}
