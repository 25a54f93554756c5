/** @jest-environment jsdom */
import { STORAGE_KEYS } from '@site/src/data/constants';
import { createPortalTheme } from '@site/src/modules/theme/createPortalTheme';
import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from './displayPreferences';
import { browserStorage, readDisplayPreferences, writeDisplayPreferences, type StorageLike } from './displayStorage';
import { MemoryStorage } from '@site/test/support/memoryStorage';

/** Storage as a browser with blocked storage (or a full quota) exposes it: every call throws. */
const blockedStorage: StorageLike = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const display = (value: unknown) => new MemoryStorage({ [STORAGE_KEYS.display]: JSON.stringify(value) });

describe('storage keys', () => {
  it('share the mode key with Docusaurus and keep the rest under their own key', () => {
    expect(STORAGE_KEYS).toEqual({ mode: 'theme', display: 'portal.display', apiLayout: 'portal.api-layout' });
  });
});

describe('readDisplayPreferences', () => {
  it('returns the defaults when storage is empty', () => {
    expect(readDisplayPreferences(new MemoryStorage())).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('reads every stored field', () => {
    const storage = new MemoryStorage({
      theme: 'dark',
      [STORAGE_KEYS.display]: JSON.stringify({
        direction: 'rtl',
        dense: true,
        spacing: 10,
        colors: { primary: { main: '#b71c1c' }, secondary: { main: '#00ff00' } },
      }),
    });
    // The colour mode under `theme` is not a display preference (src/modules/colorMode owns it).
    expect(readDisplayPreferences(storage)).toEqual({
      direction: 'rtl',
      dense: true,
      spacing: 10,
      colors: { primary: { main: '#b71c1c' }, secondary: { main: '#00ff00' } },
    });
  });

  it('returns the defaults for malformed JSON', () => {
    expect(readDisplayPreferences(new MemoryStorage({ [STORAGE_KEYS.display]: '{"direction":' }))).toEqual(
      DEFAULT_DISPLAY_PREFERENCES,
    );
    expect(readDisplayPreferences(new MemoryStorage({ theme: 'dark', [STORAGE_KEYS.display]: 'not json' }))).toEqual(
      DEFAULT_DISPLAY_PREFERENCES,
    );
  });

  it('returns the defaults for JSON that is not an object', () => {
    for (const value of [['rtl'], null, 'rtl', 42, true]) {
      expect(readDisplayPreferences(display(value))).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    }
  });

  it('falls back field by field', () => {
    const preferences = readDisplayPreferences(
      display({ direction: 'sideways', dense: true, spacing: '10', colors: { primary: { main: '#123456' } } }),
    );
    expect(preferences).toEqual({
      direction: 'ltr',
      dense: true,
      spacing: 8,
      colors: { primary: { main: '#123456' } },
    });
  });

  it('ignores a dense value that is not a boolean', () => {
    expect(readDisplayPreferences(display({ dense: 'true', direction: 'rtl' }))).toMatchObject({
      dense: false,
      direction: 'rtl',
    });
  });

  it('drops invalid colours one by one', () => {
    expect(
      readDisplayPreferences(display({ colors: { primary: { main: 42 }, secondary: { main: '#abcdef' } } })).colors,
    ).toEqual({
      secondary: { main: '#abcdef' },
    });
    expect(
      readDisplayPreferences(display({ colors: { primary: { main: '#abcdef' }, secondary: { main: 'banana' } } }))
        .colors,
    ).toEqual({
      primary: { main: '#abcdef' },
    });
    expect(readDisplayPreferences(display({ colors: { primary: {}, secondary: null } })).colors).toEqual({});
    expect(readDisplayPreferences(display({ colors: 'red' })).colors).toEqual({});
    expect(readDisplayPreferences(display({ colors: null })).colors).toEqual({});
  });

  it('keeps only main of a stored colour and ignores unknown colour names', () => {
    const colors = readDisplayPreferences(
      display({ colors: { primary: { main: '#abcdef', dark: '#000000' }, tertiary: { main: '#111111' } } }),
    ).colors;
    expect(colors).toEqual({ primary: { main: '#abcdef' } });
  });

  it('trims a stored hex colour, so the theme can use it', () => {
    const preferences = readDisplayPreferences(display({ colors: { primary: { main: '  #b71c1c\n' } } }));
    expect(preferences.colors).toEqual({ primary: { main: '#b71c1c' } });
    // MUI rejects a colour with surrounding spaces ("Unsupported color"); the trimmed one works.
    expect(() => createPortalTheme(preferences)).not.toThrow();
  });

  it('clamps a stored spacing outside the range', () => {
    expect(readDisplayPreferences(display({ spacing: 100 })).spacing).toBe(12);
    expect(readDisplayPreferences(display({ spacing: 1 })).spacing).toBe(4);
    expect(readDisplayPreferences(display({ spacing: 6.6 })).spacing).toBe(7);
  });

  it('returns the defaults, without throwing, when storage is blocked or missing', () => {
    expect(() => readDisplayPreferences(blockedStorage)).not.toThrow();
    expect(readDisplayPreferences(blockedStorage)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(readDisplayPreferences(null)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('returns a fresh object each time, so callers cannot alter the defaults', () => {
    const first = readDisplayPreferences(null);
    first.colors.primary = { main: '#000000' };
    expect(readDisplayPreferences(null).colors).toEqual({});
    expect(DEFAULT_DISPLAY_PREFERENCES.colors).toEqual({});
  });
});

describe('writeDisplayPreferences', () => {
  const custom: DisplayPreferences = {
    direction: 'rtl',
    dense: true,
    spacing: 6,
    colors: { primary: { main: '#b71c1c' } },
  };

  it('writes the preferences as JSON under their key, and never the theme key', () => {
    const storage = new MemoryStorage();
    expect(writeDisplayPreferences(storage, custom)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['portal.display']);
    expect(JSON.parse(storage.getItem('portal.display')!)).toEqual({
      direction: 'rtl',
      dense: true,
      spacing: 6,
      colors: { primary: { main: '#b71c1c' } },
    });
  });

  it('round-trips through readDisplayPreferences', () => {
    const storage = new MemoryStorage();
    writeDisplayPreferences(storage, custom);
    expect(readDisplayPreferences(storage)).toEqual(custom);
    writeDisplayPreferences(storage, DEFAULT_DISPLAY_PREFERENCES);
    expect(readDisplayPreferences(storage)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('returns false, without throwing, when storage refuses the write', () => {
    expect(() => writeDisplayPreferences(blockedStorage, custom)).not.toThrow();
    expect(writeDisplayPreferences(blockedStorage, custom)).toBe(false);
    expect(writeDisplayPreferences(blockedStorage, DEFAULT_DISPLAY_PREFERENCES)).toBe(false);
  });

  it('returns false when the write fails (quota)', () => {
    const storage = new MemoryStorage();
    const quota: StorageLike = {
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      setItem: (key, value) => {
        if (key === STORAGE_KEYS.display) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    expect(writeDisplayPreferences(quota, custom)).toBe(false);
  });

  it('returns false without storage', () => {
    expect(writeDisplayPreferences(null, custom)).toBe(false);
  });
});

describe('browserStorage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
    window.localStorage.clear();
  });

  it("returns the page's localStorage", () => {
    const storage = browserStorage();
    expect(storage).toBe(window.localStorage);
    writeDisplayPreferences(storage, { ...DEFAULT_DISPLAY_PREFERENCES, direction: 'rtl' });
    expect(JSON.parse(window.localStorage.getItem('portal.display')!)).toMatchObject({ direction: 'rtl' });
  });

  it('returns null when reading window.localStorage throws', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => browserStorage()).not.toThrow();
    expect(browserStorage()).toBeNull();
    expect(readDisplayPreferences(browserStorage())).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });
});
