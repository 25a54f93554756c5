import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deDE, enUS, frFR, jaJP, zhCN } from '@mui/x-date-pickers/locales';

// Day.js locale code -> the button text, the field label, and the pickers' translated texts.
const LANGUAGES = {
  en: { name: 'English', label: 'Start date', pickers: enUS },
  de: { name: 'Deutsch', label: 'Startdatum', pickers: deDE },
  fr: { name: 'Français', label: 'Date de début', pickers: frFR },
  ja: { name: '日本語', label: '開始日', pickers: jaJP },
  'zh-cn': { name: '简体中文', label: '开始日期', pickers: zhCN },
};

type LanguageCode = keyof typeof LANGUAGES;

function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && value in LANGUAGES;
}

export default function LocalizationLanguageSwitch() {
  const [language, setLanguage] = React.useState<LanguageCode>('en');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const { label, pickers } = LANGUAGES[language];
  // The translated texts sit where a theme would read them; the provider takes them directly.
  const localeText = pickers.components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        value={language}
        exclusive
        size="small"
        aria-label="Language of the pickers"
        onChange={(_event, next: unknown) => {
          // A click on the active button passes null: keep the current language.
          if (isLanguageCode(next)) setLanguage(next);
        }}
      >
        {Object.entries(LANGUAGES).map(([code, { name }]) => (
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
        adapterLocale={language}
        localeText={localeText}
      >
        {/* key: remount on a switch, or the calendar keeps the first day of the week it mounted with. */}
        <Stack
          key={language}
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          lang={language}
          alignItems="flex-start"
        >
          <DatePicker
            label={label}
            value={value}
            onChange={setValue}
            sx={{ minWidth: 240, mt: 1 }}
          />
          <DateCalendar value={value} onChange={setValue} />
        </Stack>
      </LocalizationProvider>
      <Typography variant="body2">
        Selected:{' '}
        <strong>{value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}</strong>
      </Typography>
    </Stack>
  );
}
