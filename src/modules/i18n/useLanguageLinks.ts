import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Language } from '../../data/constants';
import { isLanguage } from '../url/pathname';
import { languageSwitchHref } from './languageLinks';
import { useCurrentLanguage } from './useCurrentLanguage';

export interface LanguageLink {
  language: Language;
  label: string;
  htmlLang: string;
  /** The current page (with its query and hash) in that language. */
  href: string;
  current: boolean;
}

/** One link per language of the site, each to the current page in that language. */
export function useLanguageLinks(): LanguageLink[] {
  const { i18n } = useDocusaurusContext();
  const { pathname, search, hash } = useLocation();
  const current = useCurrentLanguage();
  return i18n.locales.filter(isLanguage).map((language) => {
    const config = i18n.localeConfigs[language];
    return {
      language,
      label: config?.label ?? language,
      htmlLang: config?.htmlLang ?? language,
      href: languageSwitchHref(pathname, language, search + hash),
      current: language === current,
    };
  });
}
