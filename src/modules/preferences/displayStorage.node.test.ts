import { DEFAULT_DISPLAY_PREFERENCES } from './displayPreferences';
import { browserStorage, readDisplayPreferences, writeDisplayPreferences } from './displayStorage';

/** On the server (no window) there is no storage: the defaults apply and nothing is written. */
describe('displayStorage without a window', () => {
  it('has no browser storage', () => {
    expect(typeof window).toBe('undefined');
    expect(browserStorage()).toBeNull();
  });
  it('reads the defaults and refuses writes', () => {
    expect(readDisplayPreferences(browserStorage())).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(writeDisplayPreferences(browserStorage(), DEFAULT_DISPLAY_PREFERENCES)).toBe(false);
  });
});
