import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const GROUPS = [
  { region: 'Europe', zones: ['Europe/Lisbon', 'Europe/Berlin', 'Europe/Helsinki'] },
  { region: 'Americas', zones: ['America/Bogota', 'America/Chicago', 'America/Halifax'] },
  { region: 'Asia', zones: ['Asia/Dubai', 'Asia/Kolkata', 'Asia/Tokyo'] },
];

export default function SelectGrouping() {
  const [zone, setZone] = React.useState('Europe/Berlin');
  const labelId = React.useId();

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <FormControl fullWidth>
        <InputLabel id={labelId}>Time zone</InputLabel>
        <Select
          labelId={labelId}
          label="Time zone"
          value={zone}
          onChange={(event: SelectChangeEvent) => setZone(event.target.value)}
          MenuProps={{ PaperProps: { sx: { maxHeight: 320 } } }}
        >
          {/* Children must be a flat array: Select does not look inside fragments. */}
          {GROUPS.flatMap((group) => [
            <ListSubheader key={group.region}>{group.region}</ListSubheader>,
            ...group.zones.map((name) => (
              <MenuItem key={name} value={name}>
                {name.split('/')[1]}
              </MenuItem>
            )),
          ])}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        Selected: {zone}
      </Typography>
    </Stack>
  );
}
