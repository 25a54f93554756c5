import React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLanguageLinks } from '@site/src/modules/i18n/useLanguageLinks';
import { settingsEventAttributes } from '@site/src/modules/analytics';

/** Links to the current page in each language (a full page load: each language is its own build). */
export default function LanguageLinks({ labelledBy }: { labelledBy: string }): React.JSX.Element {
  return (
    <Stack component="nav" aria-labelledby={labelledBy} direction="row" spacing={1}>
      {useLanguageLinks().map((link) => (
        <Button
          key={link.language}
          href={link.href}
          hrefLang={link.htmlLang}
          lang={link.htmlLang}
          aria-current={link.current ? 'true' : undefined}
          variant={link.current ? 'contained' : 'outlined'}
          disableElevation
          fullWidth
          sx={{ textTransform: 'none' }}
          {...settingsEventAttributes('language', link.language)}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
