import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Destination {
  code: string;
  city: string;
  region: 'Europe' | 'Asia' | 'Americas';
  /** No seats left: shown, but cannot be chosen. */
  soldOut?: boolean;
}

// Sorted by region first: groupBy only starts a new group when the region changes.
const destinations: readonly Destination[] = [
  { code: 'AMS', city: 'Amsterdam', region: 'Europe' },
  { code: 'LIS', city: 'Lisbon', region: 'Europe' },
  { code: 'CDG', city: 'Paris', region: 'Europe' },
  { code: 'VIE', city: 'Vienna', region: 'Europe', soldOut: true },
  { code: 'ICN', city: 'Seoul', region: 'Asia' },
  { code: 'SIN', city: 'Singapore', region: 'Asia', soldOut: true },
  { code: 'HND', city: 'Tokyo', region: 'Asia' },
  { code: 'EZE', city: 'Buenos Aires', region: 'Americas' },
  { code: 'YUL', city: 'Montreal', region: 'Americas' },
  { code: 'MEX', city: 'Mexico City', region: 'Americas' },
];

export default function AutocompleteComboBox() {
  const [destination, setDestination] = React.useState<Destination | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Autocomplete
        options={destinations}
        value={destination}
        onChange={(_event, next) => setDestination(next)}
        groupBy={(option) => option.region}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        getOptionDisabled={(option) => option.soldOut === true}
        // Options are objects: compare them by their code, not by reference.
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderInput={(params) => <TextField {...params} label="Destination" />}
      />
      <Typography variant="body2" aria-live="polite">
        Selected:{' '}
        {destination ? `${destination.city}, airport ${destination.code}` : 'none'}
      </Typography>
    </Stack>
  );
}
