import { DEFAULT_LANGUAGE, type Language } from '../../data/constants';
import { parsePathname, pathnameInLanguage } from '../url/pathname';

/**
 * The address of the current page in another language. Pages exist in both languages, except the
 * blog, which is English only: from a blog page, another language leads to that language's home.
 */
export function languageSwitchHref(currentPathname: string, target: Language, suffix = ''): string {
  const parsed = parsePathname(currentPathname);
  if (parsed.isBlog && target !== DEFAULT_LANGUAGE) return pathnameInLanguage('/', target);
  return pathnameInLanguage(parsed.canonicalAs, target) + suffix;
}
