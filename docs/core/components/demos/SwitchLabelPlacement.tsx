import FormControl from '@mui/material/FormControl';
import FormControlLabel, { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const PLACEMENTS: NonNullable<FormControlLabelProps['labelPlacement']>[] = [
  'top',
  'start',
  'bottom',
  'end',
];

export default function SwitchLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row sx={{ gap: 1, alignItems: 'center' }}>
        {PLACEMENTS.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Switch inputProps={{ role: 'switch' }} />}
            label={placement}
            labelPlacement={placement}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
