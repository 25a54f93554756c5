import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Country {
  code: string;
  name: string;
}

const countries: readonly Country[] = [
  { code: 'AR', name: 'Argentina' },
  { code: 'AT', name: 'Austria' },
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'CL', name: 'Chile' },
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'PT', name: 'Portugal' },
  { code: 'US', name: 'United States' },
];

// Match the start of the name only ("ne" finds Netherlands and New Zealand, while "land" finds
// nothing, where the default matchFrom 'any' would list two), and show at most five options.
const filterCountries = createFilterOptions<Country>({
  matchFrom: 'start',
  stringify: (option) => option.name,
  limit: 5,
});

export default function AutocompleteFilterStart() {
  const [value, setValue] = React.useState<Country | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Autocomplete
        options={countries}
        value={value}
        onChange={(_event, next) => setValue(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.code === selected.code}
        filterOptions={filterCountries}
        renderInput={(params) => <TextField {...params} label="Country" />}
      />
      <Typography variant="body2" aria-live="polite">
        Country: {value ? `${value.name} (${value.code})` : 'none'}
      </Typography>
    </Stack>
  );
}
