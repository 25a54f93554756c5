import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deDE, enUS, frFR, zhCN } from '@mui/x-date-pickers/locales';

// 'LL' (a long localized date) comes from this plugin.
dayjs.extend(localizedFormat);

// Day.js locale code -> its name, our field label, and the pickers' own translations
// (button labels, placeholders, screen reader texts).
const LOCALES = {
  en: { name: 'English', label: 'Date', texts: enUS },
  de: { name: 'Deutsch', label: 'Datum', texts: deDE },
  fr: { name: 'Français', label: 'Date', texts: frFR },
  'zh-cn': { name: '简体中文', label: '日期', texts: zhCN },
};

type LocaleCode = keyof typeof LOCALES;

function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && value in LOCALES;
}

export default function AdapterLocaleSwitch() {
  const [locale, setLocale] = React.useState<LocaleCode>('de');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-05-08'));
  const texts =
    LOCALES[locale].texts.components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        aria-label="Date locale"
        onChange={(_event, next: unknown) => {
          // Clicking the active button passes null: keep the current locale then.
          if (isLocaleCode(next)) setLocale(next);
        }}
      >
        {Object.entries(LOCALES).map(([code, { name }]) => (
          <ToggleButton
            key={code}
            value={code}
            lang={code}
            sx={{ textTransform: 'none' }}
          >
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={texts}
      >
        <Stack spacing={1} lang={locale}>
          <DatePicker
            label={LOCALES[locale].label}
            value={value}
            onChange={setValue}
            sx={{ maxWidth: 280 }}
          />
          <Typography variant="body2" color="text.secondary">
            {value?.isValid() ? value.locale(locale).format('LL') : '—'}
          </Typography>
        </Stack>
      </LocalizationProvider>
      <Typography variant="body2">
        State: a Day.js object,{' '}
        <code>{value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}</code>
      </Typography>
    </Stack>
  );
}
