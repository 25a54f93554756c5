import { DEFAULT_CODE_PREFERENCES } from './codePreferences';
import { readBrowserCookies, readCodePreferences, writeCodePreference } from './codePreferenceCookies';

/** On the server (no document) there are no browser cookies: the defaults apply and writes do nothing. */
describe('codePreferenceCookies without a document', () => {
  it('reads no cookies', () => {
    expect(typeof document).toBe('undefined');
    expect(readBrowserCookies()).toEqual({});
    expect(readCodePreferences(readBrowserCookies())).toEqual(DEFAULT_CODE_PREFERENCES);
  });
  it('writes nothing and does not throw', () => {
    expect(() => writeCodePreference('codeVariant', 'JS')).not.toThrow();
    expect(readBrowserCookies()).toEqual({});
  });
  it('reads the cookies of a request when given them', () => {
    expect(readCodePreferences({ codeVariant: 'JS', codeStyling: 'css' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'css',
    });
  });
});
