import React from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props as DropdownProps } from '@theme/NavbarItem/DropdownNavbarItem';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconLanguage from '@theme/Icon/Language';
import { isLanguage } from '@site/src/modules/url/pathname';
import { languageSwitchHref } from '@site/src/modules/i18n/languageLinks';

type Props = Omit<DropdownProps, 'items' | 'label'>;

/**
 * The navbar language menu. Each entry leads to the current page in that language (a full page
 * load: each language is its own build), following the URL rules of the url module.
 */
export default function LanguageMenu(props: Props): React.JSX.Element {
  const { i18n } = useDocusaurusContext();
  const { pathname, search, hash } = useLocation();
  const items: DropdownProps['items'] = i18n.locales.filter(isLanguage).map((language) => {
    const config = i18n.localeConfigs[language];
    return {
      label: config?.label ?? language,
      lang: config?.htmlLang ?? language,
      to: `pathname://${languageSwitchHref(pathname, language, search + hash)}`,
      target: '_self',
      autoAddBaseUrl: false,
      className: language === i18n.currentLocale ? 'dropdown__link--active' : undefined,
    };
  });
  const currentLabel = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
  return (
    <DropdownNavbarItem
      {...props}
      aria-label={translate(
        { id: 'navbar.language.label', message: 'Language: {language}', description: 'Accessible name of the language menu' },
        { language: currentLabel },
      )}
      label={
        <>
          <IconLanguage style={{ verticalAlign: 'text-bottom', marginInlineEnd: 5 }} />
          {currentLabel}
        </>
      }
      items={items}
    />
  );
}
