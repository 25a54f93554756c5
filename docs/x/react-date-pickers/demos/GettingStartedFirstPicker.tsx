import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function GettingStartedFirstPicker() {
  // A fixed first value keeps the server and the browser render identical.
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Check-in date"
          value={checkIn}
          onChange={(newValue) => setCheckIn(newValue)}
        />
        <Typography variant="body2">
          Selected:{' '}
          <strong>
            {checkIn?.isValid() ? checkIn.format('dddd, MMMM D, YYYY') : 'no valid date'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
