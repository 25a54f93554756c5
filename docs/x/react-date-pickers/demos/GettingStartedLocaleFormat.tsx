import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

type AdapterLocale = 'en' | 'fr';

const LOCALE_NAMES: Record<AdapterLocale, string> = {
  en: 'English (United States)',
  fr: 'French',
};

export default function GettingStartedLocaleFormat() {
  const [locale, setLocale] = React.useState<AdapterLocale>('fr');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        select
        label="Adapter locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value === 'en' ? 'en' : 'fr')}
        SelectProps={{ native: true }}
      >
        {(Object.keys(LOCALE_NAMES) as AdapterLocale[]).map((code) => (
          <option key={code} value={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DateField
          label="Arrival"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
      </LocalizationProvider>
      <Typography variant="body2">
        Stored value:{' '}
        <strong>{value?.isValid() ? value.format('YYYY-MM-DD') : 'no valid date'}</strong>
      </Typography>
    </Stack>
  );
}
