import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerBasic() {
  // A fixed starting value keeps the server and browser renders identical.
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Departure date"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <Typography variant="body2">
          Selected:{' '}
          <strong>
            {departure?.isValid()
              ? departure.format('dddd, MMMM D, YYYY')
              : 'no valid date'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
