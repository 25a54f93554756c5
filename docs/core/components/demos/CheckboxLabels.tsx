import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

export default function CheckboxLabels() {
  // Controlled: the component reads `checked` from state and reports changes through onChange.
  const [newsletter, setNewsletter] = React.useState(true);

  return (
    <FormGroup>
      <FormControlLabel
        control={
          <Checkbox
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
        }
        label="Send me the monthly newsletter"
      />
      {/* Uncontrolled: the input keeps its own state, starting from defaultChecked. */}
      <FormControlLabel
        control={<Checkbox defaultChecked />}
        label="Remember this device"
      />
      <FormControlLabel control={<Checkbox />} label="Share usage statistics" />
      <FormControlLabel
        control={<Checkbox />}
        disabled
        label="Beta features (not available on your plan)"
      />
      <FormControlLabel
        control={<Checkbox defaultChecked />}
        disabled
        label="Security alerts (always on)"
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        Newsletter: {newsletter ? 'subscribed' : 'not subscribed'}
      </Typography>
    </FormGroup>
  );
}
