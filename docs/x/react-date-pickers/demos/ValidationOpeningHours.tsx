import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time part of these values counts: `minTime` and `maxTime` ignore the date.
const OPENS = dayjs('2024-08-15T09:00');
const CLOSES = dayjs('2024-08-15T17:00');

const MESSAGES: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  invalidDate: 'Enter a complete time.',
  minTime: 'The desk opens at 9:00 AM.',
  maxTime: 'The desk closes at 5:00 PM.',
  minutesStep: 'Pick a quarter hour (:00, :15, :30 or :45).',
};

export default function ValidationOpeningHours() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2024-08-15T10:30'));
  const [error, setError] = React.useState<TimeValidationError>(null);
  const message = error
    ? (MESSAGES[error] ?? 'This time is not available.')
    : 'Quarter hours, 9:00 AM to 5:00 PM.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Pickup time"
          value={pickup}
          onChange={setPickup}
          onError={setError}
          minTime={OPENS}
          maxTime={CLOSES}
          minutesStep={15}
          slotProps={{ textField: { helperText: message } }}
        />
        <Typography variant="body2">
          Selected:{' '}
          <strong>{pickup?.isValid() ? pickup.format('h:mm A') : 'none'}</strong>
          {' · '}
          Error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
