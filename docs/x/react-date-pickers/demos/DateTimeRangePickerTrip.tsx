import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangePickerTrip() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-15T09:00'),
    dayjs('2024-08-17T18:00'),
  ]);
  const [pickUp, dropOff] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DateTimeRangePicker
          value={rental}
          onChange={(newRental) => setRental(newRental)}
          localeText={{ start: 'Pick-up', end: 'Drop-off' }}
        />
        <Typography variant="body2">
          Car rental:{' '}
          <strong>
            {pickUp?.isValid() && dropOff?.isValid()
              ? `${pickUp.format('MMM D, h:mm A')} to ${dropOff.format('MMM D, h:mm A')} (${dropOff.diff(pickUp, 'hour')} hours)`
              : 'choose both ends'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
