import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const FIRST_DAY = dayjs('2024-08-01');
const LAST_DAY = dayjs('2024-09-30');

/** Saturdays (6) and Sundays (0) are closed. */
const isWeekend = (day: Dayjs): boolean => day.day() === 0 || day.day() === 6;

/** The message a form would show for each validation error. */
function errorMessage(error: DateValidationError): string {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete date as MM/DD/YYYY.';
    case 'minDate':
      return `Bookings open on ${FIRST_DAY.format('MMMM D, YYYY')}.`;
    case 'maxDate':
      return `Bookings close on ${LAST_DAY.format('MMMM D, YYYY')}.`;
    case 'shouldDisableDate':
      return 'The workshop is closed on weekends.';
    default:
      return 'Weekdays from August 1 to September 30, 2024.';
  }
}

export default function ValidationBookingDate() {
  const [booking, setBooking] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Booking date"
          value={booking}
          onChange={setBooking}
          onError={setError}
          minDate={FIRST_DAY}
          maxDate={LAST_DAY}
          shouldDisableDate={isWeekend}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
        <Typography variant="body2">
          Selected:{' '}
          <strong>
            {booking?.isValid() ? booking.format('dddd, MMMM D, YYYY') : 'none'}
          </strong>
          {' · '}
          Error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
