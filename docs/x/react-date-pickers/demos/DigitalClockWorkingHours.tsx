import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

/**
 * True once the component has mounted in the browser. In 7.14.0 the server-rendered options of the
 * digital clocks carry a `selected` attribute that is not valid on a list item, so the clock is drawn
 * after hydration, in a box of the same size.
 */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

export default function DigitalClockWorkingHours() {
  const hasMounted = useHasMounted();
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T10:00'));
  const [skipDisabled, setSkipDisabled] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FormControlLabel
        control={
          <Switch
            checked={skipDisabled}
            onChange={(event) => setSkipDisabled(event.target.checked)}
          />
        }
        label="Hide unavailable times"
      />
      <Box
        sx={{
          display: 'flex',
          gap: 3,
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          mt: 1,
        }}
      >
        {hasMounted ? (
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
        ) : (
          <Box sx={{ width: 180, height: 232 }} />
        )}
        <Typography variant="body2">
          Appointment:{' '}
          <strong>{value?.isValid() ? value.format('HH:mm') : 'none'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
