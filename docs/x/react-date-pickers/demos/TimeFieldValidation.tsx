import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const EARLIEST = dayjs('2024-08-15T18:00');
const LATEST = dayjs('2024-08-15T22:00');

export default function TimeFieldValidation() {
  const [booking, setBooking] = React.useState<Dayjs | null>(dayjs('2024-08-15T19:30'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimeField
          label="Table booking"
          value={booking}
          onChange={setBooking}
          onError={setError}
          minTime={EARLIEST}
          maxTime={LATEST}
          clearable
          helperText={error ? 'Dinner is served from 6:00 PM to 10:00 PM.' : ' '}
        />
        <Typography variant="body2">
          Booking:{' '}
          <strong>{booking?.isValid() ? booking.format('h:mm A') : 'none'}</strong>,
          error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
