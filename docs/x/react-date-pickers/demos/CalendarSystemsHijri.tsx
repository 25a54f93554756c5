import * as React from 'react';
import 'moment/locale/ar-sa';
import moment from 'moment-hijri';
import type { Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

// Loading the Arabic locale (and moment-hijri's month names) also switches Moment's global
// locale; switch it back so other Moment code on the page keeps English.
moment.locale('en');

// moment-hijri covers 1356-1499 AH only: keep the pickers inside that range.
const MIN_DATE = moment('1938-01-01');
const MAX_DATE = moment('2075-12-31');

export default function CalendarSystemsHijri() {
  const [value, setValue] = React.useState<Moment | null>(moment('2024-08-15'));
  // English names for the readout; the pickers themselves always use Arabic (ar-SA).
  const inEnglish = value?.isValid() ? value.clone().locale('en') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack spacing={1} alignItems="flex-start" lang="ar">
        <DateField
          label="التاريخ"
          value={value}
          onChange={setValue}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
        />
        <DateCalendar
          value={value}
          onChange={setValue}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
        />
      </Stack>
      <Typography variant="body2">
        Selected:{' '}
        <strong>
          {inEnglish
            ? `${inEnglish.format('iD iMMMM iYYYY')} AH (${inEnglish.format('YYYY-MM-DD')})`
            : 'none'}
        </strong>
      </Typography>
    </LocalizationProvider>
  );
}
