import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockWorkingHours() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T10:00'));
  const [skipDisabled, setSkipDisabled] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={<Switch checked={skipDisabled} onChange={(event) => setSkipDisabled(event.target.checked)} />}
        label="Hide unavailable times"
      />
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
        <DigitalClock
          value={value}
          onChange={setValue}
          ampm={false}
          timeStep={15}
          minTime={dayjs('2024-08-15T08:30')}
          maxTime={dayjs('2024-08-15T12:00')}
          skipDisabled={skipDisabled}
          sx={{ width: 180, border: 1, borderColor: 'divider' }}
        />
        <Typography variant="body2">
          Appointment: <strong>{value?.isValid() ? value.format('HH:mm') : 'none'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
