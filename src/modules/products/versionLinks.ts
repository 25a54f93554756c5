import type { Language } from '../../data/constants';
import { DEFAULT_LANGUAGE } from '../../data/constants';
import type { ProductVersion } from '../../data/products';

/**
 * Where a version entry leads for a reader of `language`: internal paths stay as they are (the
 * site adds its own locale prefix); the archived external sites get the language prefix after the
 * host, so a Chinese reader lands on the Chinese archive.
 */
export function versionHref(version: ProductVersion, language: Language): string {
  if (!/^https?:\/\//.test(version.href) || language === DEFAULT_LANGUAGE) return version.href;
  const url = new URL(version.href);
  url.pathname = `/${language}${url.pathname === '/' ? '/' : url.pathname}`;
  return url.toString();
}

export function isExternalVersion(version: ProductVersion): boolean {
  return /^https?:\/\//.test(version.href);
}
