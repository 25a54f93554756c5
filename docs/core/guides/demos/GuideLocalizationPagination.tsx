import * as React from 'react';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { deDE, enUS, frFR, jaJP, type Localization, zhCN } from '@mui/material/locale';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/**
 * The surrounding theme with a locale's default props. A locale object is a theme fragment:
 * in an app you pass it to createTheme (`createTheme(options, deDE)`), which merges it deeply.
 */
function withLocale(locale: Localization) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: { ...outer.components, ...locale.components },
  });
}

interface LanguageChoice {
  /** The BCP 47 tag, used as the `lang` attribute of the translated texts. */
  tag: string;
  /** The language's name in that language. */
  name: string;
  /** The nested theme that applies the locale. */
  theme: (outer: Theme) => Theme;
}

const LANGUAGES: LanguageChoice[] = [
  { tag: 'en-US', name: 'English', theme: withLocale(enUS) },
  { tag: 'de-DE', name: 'Deutsch', theme: withLocale(deDE) },
  { tag: 'fr-FR', name: 'Français', theme: withLocale(frFR) },
  { tag: 'ja-JP', name: '日本語', theme: withLocale(jaJP) },
  { tag: 'zh-CN', name: '简体中文', theme: withLocale(zhCN) },
];

export default function GuideLocalizationPagination() {
  const [tag, setTag] = React.useState('en-US');
  const language = LANGUAGES.find((choice) => choice.tag === tag) ?? LANGUAGES[0];
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tag}
        onChange={(_event, next: string | null) => {
          // A click on the pressed button would unselect it: keep a language chosen.
          if (next !== null) setTag(next);
        }}
        aria-label="Language of the pagination"
        sx={{ flexWrap: 'wrap' }}
      >
        {LANGUAGES.map(({ tag: value, name }) => (
          <ToggleButton
            key={value}
            value={value}
            lang={value}
            sx={{ textTransform: 'none' }}
          >
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={language.theme}>
        {/* Translated texts get the language's lang attribute, for screen readers and fonts. */}
        <Box lang={tag}>
          <TablePagination
            component="div"
            count={137}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[10, 25, 50]}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
