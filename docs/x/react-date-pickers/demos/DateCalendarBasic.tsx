import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarBasic() {
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  // The month on screen changes with the arrows even when no day is picked.
  const [visibleMonth, setVisibleMonth] = React.useState<Dayjs>(dayjs('2024-08-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={date}
        onChange={(newValue) => setDate(newValue)}
        onMonthChange={(month) => setVisibleMonth(month)}
        onYearChange={(year) => setVisibleMonth(year)}
      />
      <Typography variant="body2">
        Selected:{' '}
        <strong>{date?.isValid() ? date.format('MMMM D, YYYY') : 'none'}</strong>
        <br />
        Showing: <strong>{visibleMonth.format('MMMM YYYY')}</strong>
      </Typography>
    </LocalizationProvider>
  );
}
