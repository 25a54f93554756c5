import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<Switch inputProps={{ role: 'switch' }} defaultChecked />}
        label="Wi-Fi"
      />
      <FormControlLabel
        control={<Switch inputProps={{ role: 'switch' }} />}
        label="Bluetooth"
      />
      <FormControlLabel
        control={<Switch inputProps={{ role: 'switch' }} />}
        label="Airplane mode (managed by your organization)"
        disabled
      />
    </FormGroup>
  );
}
