import React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { isLanguage } from '@site/src/modules/url/pathname';
import { languageSwitchHref } from '@site/src/modules/i18n/languageLinks';
import { useCurrentLanguage } from '@site/src/modules/i18n/useCurrentLanguage';

/** Links to the current page in each language (a full page load: each language is its own build). */
export default function LanguageLinks({ labelledBy }: { labelledBy: string }): React.JSX.Element {
  const { i18n } = useDocusaurusContext();
  const { pathname, search, hash } = useLocation();
  const current = useCurrentLanguage();
  return (
    <Stack component="nav" aria-labelledby={labelledBy} direction="row" spacing={1}>
      {i18n.locales.filter(isLanguage).map((language) => {
        const config = i18n.localeConfigs[language];
        const selected = language === current;
        return (
          <Button
            key={language}
            href={languageSwitchHref(pathname, language, search + hash)}
            hrefLang={config?.htmlLang ?? language}
            lang={config?.htmlLang ?? language}
            aria-current={selected ? 'true' : undefined}
            variant={selected ? 'contained' : 'outlined'}
            disableElevation
            fullWidth
            sx={{ textTransform: 'none' }}
          >
            {config?.label ?? language}
          </Button>
        );
      })}
    </Stack>
  );
}
