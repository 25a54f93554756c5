import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const describe = (value: Dayjs | null, format: string): string =>
  value?.isValid() ? value.format(format) : 'not set';

export default function DatePickerViews() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1990-05-21'));
  const [expiry, setExpiry] = React.useState<Dayjs | null>(dayjs('2027-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Starts on the year list, then asks for the month, then the day. */}
        <DatePicker
          label="Date of birth"
          value={birthDate}
          onChange={(newValue) => setBirthDate(newValue)}
          views={['year', 'month', 'day']}
          openTo="year"
        />
        {/* No day view: only the month and the year of the value matter. */}
        <DatePicker
          label="Card expiry"
          value={expiry}
          onChange={(newValue) => setExpiry(newValue)}
          views={['month', 'year']}
          format="MM/YYYY"
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Born on <strong>{describe(birthDate, 'MMMM D, YYYY')}</strong>; card valid until
        the end of <strong>{describe(expiry, 'MMMM YYYY')}</strong>.
      </Typography>
    </LocalizationProvider>
  );
}
