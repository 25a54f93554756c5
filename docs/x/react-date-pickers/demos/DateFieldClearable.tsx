import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const EVENT_START = dayjs('2024-10-01');
const EVENT_END = dayjs('2024-10-31');

export default function DateFieldClearable() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs('2024-10-14'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Arrival"
          value={arrival}
          onChange={(newValue) => setArrival(newValue)}
          onError={(newError) => setError(newError)}
          minDate={EVENT_START}
          maxDate={EVENT_END}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
          helperText={
            error === null ? 'Any day in October 2024' : 'Choose a day in October 2024'
          }
        />
        <Typography variant="body2">
          Arrival:{' '}
          <strong>{arrival?.isValid() ? arrival.format('YYYY-MM-DD') : 'not set'}</strong>
          <br />
          Validation error: <strong>{error ?? 'none'}</strong>, cleared {clearCount} times
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
