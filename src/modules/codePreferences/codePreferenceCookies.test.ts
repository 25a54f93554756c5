/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { CODE_PREFERENCE_COOKIE_MAX_AGE_S } from '@site/src/data/constants';
import { DEFAULT_CODE_PREFERENCES } from './codePreferences';
import { readBrowserCookies, readCodePreferences, writeCodePreference } from './codePreferenceCookies';

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Records every string written to document.cookie, still letting jsdom store it. */
function spyOnCookieWrites(): jest.SpyInstance<void, [string]> {
  return jest.spyOn(document, 'cookie', 'set');
}

beforeEach(clearCookies);
afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
});

describe('readCodePreferences', () => {
  it('is the defaults without cookies', () => {
    expect(readCodePreferences({})).toEqual(DEFAULT_CODE_PREFERENCES);
  });

  it('reads both cookies', () => {
    expect(readCodePreferences({ codeVariant: 'JS', codeStyling: 'tailwind' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
    expect(readCodePreferences({ codeVariant: 'TS', codeStyling: 'css' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'css',
    });
  });

  it('reads the values in any case', () => {
    expect(readCodePreferences({ codeVariant: 'js', codeStyling: 'CSS' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'css',
    });
  });

  it('falls back to the default field by field for corrupt or unknown values', () => {
    expect(readCodePreferences({ codeVariant: 'python', codeStyling: 'css' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'css',
    });
    expect(readCodePreferences({ codeVariant: 'JS', codeStyling: 'sass' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'system',
    });
    expect(readCodePreferences({ codeVariant: '', codeStyling: undefined })).toEqual(DEFAULT_CODE_PREFERENCES);
    expect(readCodePreferences({ codeVariant: '%E0%A4%A', codeStyling: '"css"' })).toEqual(DEFAULT_CODE_PREFERENCES);
    expect(readCodePreferences({ codeVariant: 'JS; path=/', codeStyling: 'tailwind ' })).toEqual(
      DEFAULT_CODE_PREFERENCES,
    );
  });

  it('ignores other cookies and is not confused by similar names', () => {
    expect(readCodePreferences({ codevariant: 'JS', CodeStyling: 'css', _ga: 'x' })).toEqual(DEFAULT_CODE_PREFERENCES);
  });

  it('never throws, even for values that are not records', () => {
    for (const value of [null, undefined, 'codeVariant=JS', 42]) {
      expect(readCodePreferences(value as unknown as Record<string, string>)).toEqual(DEFAULT_CODE_PREFERENCES);
    }
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(readCodePreferences(hostile)).toEqual(DEFAULT_CODE_PREFERENCES);
  });
});

describe('writeCodePreference', () => {
  it('writes the cookie for a year on the whole site, lax', () => {
    const writes = spyOnCookieWrites();
    writeCodePreference('codeVariant', 'JS');
    expect(writes).toHaveBeenCalledTimes(1);
    const written = writes.mock.calls[0]![0];
    expect(written.split('; ')[0]).toBe('codeVariant=JS');
    expect(written).toContain('path=/');
    expect(written).toContain(`max-age=${CODE_PREFERENCE_COOKIE_MAX_AGE_S}`);
    expect(written).toContain('max-age=31536000');
    expect(written.toLowerCase()).toContain('samesite=lax');
    expect(written).not.toContain('expires');
    expect(CODE_PREFERENCE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });

  it('writes the styling under its own cookie', () => {
    const writes = spyOnCookieWrites();
    writeCodePreference('codeStyling', 'tailwind');
    const written = writes.mock.calls[0]![0];
    expect(written.split('; ')[0]).toBe('codeStyling=tailwind');
    expect(written).toContain('max-age=31536000');
    expect(written).toContain('path=/');
  });

  it('is stored by the browser and read back', () => {
    writeCodePreference('codeVariant', 'JS');
    writeCodePreference('codeStyling', 'css');
    expect(document.cookie).toContain('codeVariant=JS');
    expect(readBrowserCookies()).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
    expect(readCodePreferences(readBrowserCookies())).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
    writeCodePreference('codeVariant', 'TS');
    expect(readCodePreferences(readBrowserCookies()).codeVariant).toBe('TS');
  });

  it('normalises the case of the value', () => {
    writeCodePreference('codeVariant', 'js');
    writeCodePreference('codeStyling', 'Tailwind');
    expect(readBrowserCookies()).toEqual({ codeVariant: 'JS', codeStyling: 'tailwind' });
  });

  it('writes nothing for an invalid value or an unknown name', () => {
    const writes = spyOnCookieWrites();
    writeCodePreference('codeVariant', 'python');
    writeCodePreference('codeStyling', 'TS');
    writeCodePreference('codeVariant', 'JS; domain=evil.example');
    writeCodePreference('other' as 'codeVariant', 'JS');
    expect(writes).not.toHaveBeenCalled();
    expect(readBrowserCookies()).toEqual({});
  });

  it('never throws when cookies are blocked', () => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => writeCodePreference('codeVariant', 'JS')).not.toThrow();
  });
});

describe('readBrowserCookies', () => {
  it('is {} without cookies', () => {
    expect(readBrowserCookies()).toEqual({});
  });

  it('returns every cookie of the page', () => {
    document.cookie = 'other=1; path=/';
    writeCodePreference('codeStyling', 'css');
    expect(readBrowserCookies()).toEqual({ other: '1', codeStyling: 'css' });
  });

  it('is {}, without throwing, when reading cookies throws', () => {
    jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => readBrowserCookies()).not.toThrow();
    expect(readBrowserCookies()).toEqual({});
    expect(readCodePreferences(readBrowserCookies())).toEqual(DEFAULT_CODE_PREFERENCES);
  });
});
