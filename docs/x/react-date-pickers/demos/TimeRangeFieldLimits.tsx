import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Meeting rooms can be booked between 08:00 and 20:00, in steps of 15 minutes.
const DAY = '2024-08-15';

export default function TimeRangeFieldLimits() {
  const [booking, setBooking] = React.useState<DateRange<Dayjs>>([
    dayjs(`${DAY}T10:00`),
    dayjs(`${DAY}T11:30`),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField
          label="Room booking"
          value={booking}
          onChange={(newBooking) => setBooking(newBooking)}
          onError={(newError) => setError(newError)}
          ampm={false}
          minTime={dayjs(`${DAY}T08:00`)}
          maxTime={dayjs(`${DAY}T20:00`)}
          minutesStep={15}
        />
        <Typography variant="body2">
          Start: <strong>{error[0] ?? 'valid'}</strong>, end:{' '}
          <strong>{error[1] ?? 'valid'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
