import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ButtonVariants() {
  const [disabled, setDisabled] = React.useState(false);
  const [lastClicked, setLastClicked] = React.useState('nothing yet');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Button variant="text" disabled={disabled} onClick={() => setLastClicked('Text')}>
          Text
        </Button>
        <Button
          variant="outlined"
          disabled={disabled}
          onClick={() => setLastClicked('Outlined')}
        >
          Outlined
        </Button>
        <Button
          variant="contained"
          disabled={disabled}
          onClick={() => setLastClicked('Contained')}
        >
          Contained
        </Button>
        <Button
          variant="contained"
          disableElevation
          disabled={disabled}
          onClick={() => setLastClicked('Flat')}
        >
          Flat
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable the buttons"
      />
      <Typography variant="body2" aria-live="polite">
        Last clicked: {lastClicked}
      </Typography>
    </Stack>
  );
}
