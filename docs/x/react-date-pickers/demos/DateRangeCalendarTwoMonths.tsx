import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarTwoMonths() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-26'),
    dayjs('2024-09-06'),
  ]);
  const [first, last] = leave;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar value={leave} onChange={(newLeave) => setLeave(newLeave)} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Leave:{' '}
        <strong>
          {first?.isValid() ? first.format('MMM D') : 'start not set'} to{' '}
          {last?.isValid() ? last.format('MMM D, YYYY') : 'end not set'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
