import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type {
  DateRange,
  DateRangeValidationError,
  RangePosition,
} from '@mui/x-date-pickers-pro/models';

const SEASON_START = dayjs('2024-08-01');
const SEASON_END = dayjs('2024-09-30');

// Pick-ups happen on weekdays only; returns are accepted every day but Sunday (day 0).
function isClosed(day: Dayjs, position: RangePosition): boolean {
  const weekday = day.day();
  return position === 'start' ? weekday === 0 || weekday === 6 : weekday === 0;
}

export default function DateRangePickerRules() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-19'),
    dayjs('2024-08-24'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateRangePicker
          value={rental}
          onChange={(newRental) => setRental(newRental)}
          onError={(newError) => setError(newError)}
          minDate={SEASON_START}
          maxDate={SEASON_END}
          shouldDisableDate={isClosed}
          localeText={{ start: 'Pick-up', end: 'Return' }}
        />
        <Typography variant="body2">
          Pick-up check: <strong>{error[0] ?? 'valid'}</strong>, return check:{' '}
          <strong>{error[1] ?? 'valid'}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
