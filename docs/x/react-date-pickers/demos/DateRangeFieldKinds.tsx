import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeFieldKinds() {
  // Both fields edit the same range, so typing in one updates the other.
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-15'),
    dayjs('2024-08-22'),
  ]);
  const [departure, comeback] = trip;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <MultiInputDateRangeField
          value={trip}
          onChange={(newTrip) => setTrip(newTrip)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Departure' : 'Return',
            }),
          }}
        />
        <SingleInputDateRangeField
          label="Trip"
          value={trip}
          onChange={(newTrip) => setTrip(newTrip)}
        />
        <Typography variant="body2">
          Departure:{' '}
          <strong>
            {departure?.isValid() ? departure.format('ddd, MMM D, YYYY') : 'not set'}
          </strong>
          , return:{' '}
          <strong>
            {comeback?.isValid() ? comeback.format('ddd, MMM D, YYYY') : 'not set'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
