import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const FIRST_PICKUP = dayjs('2024-08-12');
const LAST_PICKUP = dayjs('2024-09-30');

const isWeekend = (day: Dayjs): boolean => day.day() === 0 || day.day() === 6;

/** The message shown under the field for each validation error the picker reports. */
const errorMessage = (error: DateValidationError): string => {
  switch (error) {
    case 'minDate':
      return 'Pickups start on August 12, 2024.';
    case 'maxDate':
      return 'The last pickup is on September 30, 2024.';
    case 'shouldDisableDate':
      return 'The depot is closed on weekends.';
    case 'invalidDate':
      return 'Enter a complete date.';
    default:
      return 'Weekdays from August 12 to September 30, 2024.';
  }
};

export default function DatePickerValidation() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Pickup date"
          value={pickup}
          onChange={(newValue) => setPickup(newValue)}
          onError={(newError) => setError(newError)}
          minDate={FIRST_PICKUP}
          maxDate={LAST_PICKUP}
          shouldDisableDate={isWeekend}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
        <Typography variant="body2">
          Validation error: <strong>{error ?? 'none'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
