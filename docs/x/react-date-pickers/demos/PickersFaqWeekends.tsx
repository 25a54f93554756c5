import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

/** Saturdays (6) and Sundays (0) cannot be booked. */
function isWeekend(day: Dayjs): boolean {
  const weekday = day.day();
  return weekday === 0 || weekday === 6;
}

export default function PickersFaqWeekends() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery day"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          shouldDisableDate={isWeekend}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText:
                error === 'shouldDisableDate'
                  ? 'No deliveries on weekends'
                  : 'Monday to Friday',
            },
          }}
        />
        <Typography variant="body2">
          Delivery:{' '}
          <strong>
            {value?.isValid() ? value.format('dddd, MMMM D, YYYY') : 'no valid date'}
          </strong>
          {error !== null ? ` (validation error: ${error})` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
