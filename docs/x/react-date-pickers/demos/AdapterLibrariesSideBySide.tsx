import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { format as formatDateFns } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { DateTime } from 'luxon';
import moment, { Moment } from 'moment';
import 'moment/locale/de';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateField } from '@mui/x-date-pickers/DateField';

// Loading a Moment locale also makes it Moment's global locale: switch the global back to English,
// the adapter below still receives German through adapterLocale.
moment.locale('en');

function Readout({ text }: { text: string }) {
  return (
    <Typography variant="caption" color="text.secondary">
      Value: <code>{text}</code>
    </Typography>
  );
}

export default function AdapterLibrariesSideBySide() {
  // The same day, 15 August 2024, as an object of each library.
  const [dayjsValue, setDayjsValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [dateFnsValue, setDateFnsValue] = React.useState<Date | null>(
    new Date(2024, 7, 15),
  );
  const [luxonValue, setLuxonValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-08-15'),
  );
  const [momentValue, setMomentValue] = React.useState<Moment | null>(
    moment('2024-08-15'),
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      lang="de"
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Stack spacing={0.5}>
          <DateField label="Day.js" value={dayjsValue} onChange={setDayjsValue} />
          <Readout
            text={
              dayjsValue?.isValid() ? dayjsValue.format('YYYY-MM-DD') : 'invalid or empty'
            }
          />
        </Stack>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
        <Stack spacing={0.5}>
          <DateField label="date-fns 3" value={dateFnsValue} onChange={setDateFnsValue} />
          <Readout
            text={
              dateFnsValue && !Number.isNaN(dateFnsValue.getTime())
                ? formatDateFns(dateFnsValue, 'yyyy-MM-dd')
                : 'invalid or empty'
            }
          />
        </Stack>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
        <Stack spacing={0.5}>
          <DateField label="Luxon" value={luxonValue} onChange={setLuxonValue} />
          <Readout
            text={
              luxonValue?.isValid ? (luxonValue.toISODate() ?? '') : 'invalid or empty'
            }
          />
        </Stack>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="de">
        <Stack spacing={0.5}>
          <DateField label="Moment" value={momentValue} onChange={setMomentValue} />
          <Readout
            text={
              momentValue?.isValid()
                ? momentValue.format('YYYY-MM-DD')
                : 'invalid or empty'
            }
          />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
