import { browserStorage, readStoredChoice, startColorMode, writeChoice } from './colorModeStorage';

/** On the server (no window) there is no storage: the choice is system and nothing is written. */
describe('colorModeStorage without a window', () => {
  it('has no browser storage', () => {
    expect(typeof window).toBe('undefined');
    expect(browserStorage()).toBeNull();
  });
  it('decides system and refuses writes', () => {
    expect(readStoredChoice(browserStorage())).toEqual({ choice: 'system', from: 'default' });
    expect(startColorMode(browserStorage())).toBe('system');
    expect(writeChoice(browserStorage(), 'dark')).toBe(false);
  });
});
