import Cookies from 'js-cookie';
import { CODE_PREFERENCE_COOKIE_MAX_AGE_S } from '@site/src/data/constants';
import { persistentCookieAttributes } from '../cookies/persistentCookie';
import {
  CODE_PREFERENCE_COOKIES,
  DEFAULT_CODE_PREFERENCES,
  parseCodePreferenceUpdate,
  parseCodeStyling,
  parseCodeVariant,
  type CodePreferences,
} from './codePreferences';

/**
 * Reads and writes the code preferences as cookies (one per preference), so every tab and the
 * server see the same choice. Nothing here throws: blocked cookies, unknown values and a missing
 * document all fall back to the defaults, field by field.
 */

const COOKIE_ATTRIBUTES = persistentCookieAttributes(CODE_PREFERENCE_COOKIE_MAX_AGE_S);

function cookieValue(cookies: Record<string, string | undefined>, name: string): string | undefined {
  try {
    return cookies == null ? undefined : cookies[name];
  } catch {
    return undefined;
  }
}

/** Only the preferences that `cookies` hold with a valid value. */
export function codePreferencesInCookies(cookies: Record<string, string | undefined>): Partial<CodePreferences> {
  return parseCodePreferenceUpdate({
    codeVariant: cookieValue(cookies, CODE_PREFERENCE_COOKIES.codeVariant),
    codeStyling: cookieValue(cookies, CODE_PREFERENCE_COOKIES.codeStyling),
  });
}

/** The preferences stored in `cookies`; a missing, corrupt or unknown value is the default for that field. */
export function readCodePreferences(cookies: Record<string, string | undefined>): CodePreferences {
  return { ...DEFAULT_CODE_PREFERENCES, ...codePreferencesInCookies(cookies) };
}

/**
 * Stores one preference for a year on the whole site. The value is normalised ('js' is written
 * 'JS'); a value that is not a valid choice for that preference is not written.
 */
export function writeCodePreference(name: keyof CodePreferences, value: string): void {
  let normalized: string | null = null;
  if (name === 'codeVariant') normalized = parseCodeVariant(value);
  else if (name === 'codeStyling') normalized = parseCodeStyling(value);
  if (normalized === null) return;
  try {
    Cookies.set(CODE_PREFERENCE_COOKIES[name], normalized, COOKIE_ATTRIBUTES);
  } catch {
    // Cookies blocked: the choice lasts for this page only.
  }
}

/** Every cookie of the page; {} on the server or where reading cookies throws. */
export function readBrowserCookies(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  try {
    return Cookies.get() ?? {};
  } catch {
    return {};
  }
}
