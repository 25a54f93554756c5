import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const CHECK_IN_FROM = dayjs('2024-08-15T15:00');
const CHECK_IN_UNTIL = dayjs('2024-08-17T23:00');

export default function DateTimeFieldValidation() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2024-08-15T16:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Check-in"
          value={checkIn}
          onChange={setCheckIn}
          onError={setError}
          minDateTime={CHECK_IN_FROM}
          maxDateTime={CHECK_IN_UNTIL}
          clearable
          helperText={
            error ? 'Check-in runs from Aug 15, 3:00 PM to Aug 17, 11:00 PM.' : ' '
          }
        />
        <Typography variant="body2">
          Check-in:{' '}
          <strong>{checkIn?.isValid() ? checkIn.format('MMM D, h:mm A') : 'none'}</strong>
          , error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
