import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsFamily() {
  // One value shared by the three fields: each edits the sections its format shows.
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2024-08-15T14:30'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Departure day"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <TimeField
          label="Departure time"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <DateTimeField
          label="Departure"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
          ampm={false}
        />
        <Typography variant="body2">
          Departure:{' '}
          <strong>
            {departure?.isValid()
              ? departure.format('YYYY-MM-DD HH:mm')
              : 'no valid value'}
          </strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
