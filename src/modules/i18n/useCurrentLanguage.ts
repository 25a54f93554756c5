import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DEFAULT_LANGUAGE, type Language } from '../../data/constants';
import { isLanguage } from '../url/pathname';

/** The language of the build being shown (a Docusaurus locale), the default when unrecognised. */
export function useCurrentLanguage(): Language {
  const { i18n } = useDocusaurusContext();
  return isLanguage(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LANGUAGE;
}
