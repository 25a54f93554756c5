import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerBasic() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2024-08-15T18:45'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Departure" value={departure} onChange={setDeparture} />
        <Typography variant="body2">
          Selected:{' '}
          <strong>
            {departure?.isValid() ? departure.format('ddd, MMM D, YYYY h:mm A') : 'none'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
