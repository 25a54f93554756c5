import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Fixed dates so that the server and the browser render the same thing.
const INITIAL_STAY: DateRange<Dayjs> = [dayjs('2024-08-15'), dayjs('2024-08-18')];

function describeStay([checkIn, checkOut]: DateRange<Dayjs>): string {
  if (!checkIn?.isValid() || !checkOut?.isValid()) {
    return 'choose both dates';
  }
  const nights = checkOut.diff(checkIn, 'day');
  return `${checkIn.format('MMM D, YYYY')} to ${checkOut.format('MMM D, YYYY')} (${nights} ${nights === 1 ? 'night' : 'nights'})`;
}

export default function DateRangePickerStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>(INITIAL_STAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateRangePicker
          value={stay}
          onChange={(newStay) => setStay(newStay)}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
        <Typography variant="body2">
          Stay: <strong>{describeStay(stay)}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
