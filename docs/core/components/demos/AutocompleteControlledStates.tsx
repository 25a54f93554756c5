import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const instruments = [
  'Cello',
  'Clarinet',
  'Double bass',
  'Flute',
  'Harp',
  'Oboe',
  'Trumpet',
  'Viola',
  'Violin',
];

export default function AutocompleteControlledStates() {
  // The chosen option: changes only when an option is selected or cleared.
  const [value, setValue] = React.useState<string | null>('Viola');
  // The text in the input: changes on every keystroke.
  const [inputValue, setInputValue] = React.useState('Viola');

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Autocomplete
        options={instruments}
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
        renderInput={(params) => <TextField {...params} label="Instrument" />}
      />
      <Typography variant="body2" component="div" aria-live="polite">
        <div>value: {value === null ? 'null' : `'${value}'`}</div>
        <div>inputValue: &apos;{inputValue}&apos;</div>
      </Typography>
    </Stack>
  );
}
