import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

export default function DateCalendarViews() {
  const [period, setPeriod] = React.useState<Dayjs | null>(dayjs('2024-08-01'));
  const [view, setView] = React.useState<DateView>('month');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'center' }}
      >
        {/* A month picker: the header's button switches between the month and year grids. */}
        <DateCalendar
          value={period}
          onChange={(newValue) => setPeriod(newValue)}
          views={['year', 'month']}
          openTo="month"
          onViewChange={(newView) => setView(newView)}
          monthsPerRow={4}
          yearsPerRow={4}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2030-12-31')}
        />
        <Typography variant="body2">
          Reporting period:{' '}
          <strong>{period?.isValid() ? period.format('MMMM YYYY') : 'none'}</strong>
          <br />
          Current view: <strong>{view}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
