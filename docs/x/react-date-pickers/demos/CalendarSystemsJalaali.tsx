import * as React from 'react';
import moment from 'moment-jalaali';
import type { Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

// Defines Moment's Persian locale ('fa') with the Jalali month names, which the adapter uses.
// It also makes 'fa' the global locale: switch the global back to English afterwards.
moment.loadPersian({ dialect: 'persian-modern' });
moment.locale('en');

export default function CalendarSystemsJalaali() {
  const [value, setValue] = React.useState<Moment | null>(moment('2024-08-15'));
  // Latin digits and English names for the readout; the pickers use Persian (fa).
  const inEnglish = value?.isValid() ? value.clone().locale('en') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack spacing={1} alignItems="flex-start" lang="fa">
        <DateField label="تاریخ" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
      </Stack>
      <Typography variant="body2">
        Selected:{' '}
        <strong>
          {inEnglish
            ? `${inEnglish.format('jYYYY/jMM/jDD')} SH (${inEnglish.format('YYYY-MM-DD')})`
            : 'none'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
