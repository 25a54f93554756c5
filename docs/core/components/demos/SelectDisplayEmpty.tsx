import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];

export default function SelectDisplayEmpty() {
  const [priority, setPriority] = React.useState('');
  const labelId = React.useId();
  const helpId = React.useId();

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <FormControl fullWidth size="small">
        {/* shrink: with displayEmpty the field always shows text, so the label stays above it. */}
        <InputLabel id={labelId} shrink>
          Priority
        </InputLabel>
        <Select
          labelId={labelId}
          label="Priority"
          notched
          displayEmpty
          value={priority}
          onChange={(event: SelectChangeEvent) => setPriority(event.target.value)}
          aria-describedby={helpId}
        >
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {PRIORITIES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id={helpId}>
          Leave it unset to let the team decide.
        </FormHelperText>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        Priority: {priority === '' ? 'not set' : priority}
      </Typography>
    </Stack>
  );
}
