/** @jest-environment jsdom */
import { MemoryStorage } from '@site/test/support/memoryStorage';
import { effectiveMode } from './colorModeChoice';
import {
  COLOR_MODE_KEY,
  LEGACY_KEYS,
  MUI_COPY_KEYS,
  browserStorage,
  muiCopy,
  readChoice,
  readStoredChoice,
  startColorMode,
  writeChoice,
  type StorageLike,
} from './colorModeStorage';

/** Storage as a browser with blocked storage exposes it: every call throws. */
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

/** Readable storage that refuses every write (a full quota). */
function readOnly(initial: Record<string, string>): StorageLike & { memory: MemoryStorage } {
  const memory = new MemoryStorage(initial);
  return {
    memory,
    getItem: (key) => memory.getItem(key),
    setItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
  };
}

const MUI_DARK = muiCopy('dark');
const copyOf = (storage: MemoryStorage) => ({
  mode: storage.getItem(MUI_COPY_KEYS.mode),
  light: storage.getItem(`${MUI_COPY_KEYS.colorScheme}-light`),
  dark: storage.getItem(`${MUI_COPY_KEYS.colorScheme}-dark`),
});

describe('keys', () => {
  it("keep the choice under Docusaurus's key, MUI's copy under keys of its own, apart from the legacy ones", () => {
    expect(COLOR_MODE_KEY).toBe('theme');
    expect(MUI_COPY_KEYS).toEqual({ mode: 'portal.mui-copy.mode', colorScheme: 'portal.mui-copy.color-scheme' });
    expect(LEGACY_KEYS).toEqual([
      'portal.mui-mode',
      'portal.mui-color-scheme-light',
      'portal.mui-color-scheme-dark',
      'portal.mui-color-scheme',
    ]);
    const copyKeys = Object.keys(MUI_DARK);
    for (const key of LEGACY_KEYS) expect(copyKeys).not.toContain(key);
    expect(copyKeys).not.toContain(COLOR_MODE_KEY);
  });
});

describe('the decision: stored choice x operating system', () => {
  const stored: [string, string | null, 'light' | 'dark' | 'system'][] = [
    ['light', 'light', 'light'],
    ['dark', 'dark', 'dark'],
    ['a hand-written system', 'system', 'system'],
    ['garbage', 'purple', 'system'],
    ['an upper-case value', 'DARK', 'system'],
    ['an empty value', '', 'system'],
    ['nothing', null, 'system'],
  ];
  for (const [name, value, choice] of stored) {
    for (const osDark of [false, true]) {
      it(`${name} with an OS preferring ${osDark ? 'dark' : 'light'}`, () => {
        const storage = new MemoryStorage(value === null ? {} : { theme: value });
        expect(readStoredChoice(storage).choice).toBe(choice);
        expect(readChoice(storage)).toBe(choice);
        const painted = choice === 'system' ? (osDark ? 'dark' : 'light') : choice;
        expect(effectiveMode(readStoredChoice(storage).choice, osDark)).toBe(painted);
      });
    }
  }

  it('is system without storage or with storage that throws', () => {
    expect(readStoredChoice(null)).toEqual({ choice: 'system', from: 'default' });
    expect(() => readStoredChoice(blockedStorage)).not.toThrow();
    expect(readStoredChoice(blockedStorage)).toEqual({ choice: 'system', from: 'default' });
    expect(readChoice(blockedStorage)).toBe('system');
  });
});

describe('readStoredChoice with disagreeing values', () => {
  it('lets the one key win over every MUI key, old or new', () => {
    const storage = new MemoryStorage({
      theme: 'dark',
      'portal.mui-mode': 'light',
      'portal.mui-color-scheme': 'light',
      'portal.mui-color-scheme-dark': 'light',
      ...{ [MUI_COPY_KEYS.mode]: 'light' },
    });
    expect(readStoredChoice(storage)).toEqual({ choice: 'dark', from: 'theme' });
  });

  it('takes a legacy MUI mode only when the one key is absent', () => {
    expect(readStoredChoice(new MemoryStorage({ 'portal.mui-mode': 'dark' }))).toEqual({
      choice: 'dark',
      from: 'legacy',
    });
    expect(readStoredChoice(new MemoryStorage({ 'portal.mui-mode': 'light' }))).toEqual({
      choice: 'light',
      from: 'legacy',
    });
    expect(readStoredChoice(new MemoryStorage({ theme: 'light', 'portal.mui-mode': 'dark' }))).toEqual({
      choice: 'light',
      from: 'theme',
    });
    // An unreadable value under the one key still decides: system, not the legacy mode.
    expect(readStoredChoice(new MemoryStorage({ theme: 'purple', 'portal.mui-mode': 'dark' }))).toEqual({
      choice: 'system',
      from: 'theme',
    });
  });

  it('ignores a legacy value that is not a mode, and the colour-scheme keys (they hold no choice)', () => {
    expect(readStoredChoice(new MemoryStorage({ 'portal.mui-mode': 'purple' }))).toEqual({
      choice: 'system',
      from: 'default',
    });
    expect(
      readStoredChoice(
        new MemoryStorage({ 'portal.mui-color-scheme-light': 'dark', 'portal.mui-color-scheme': 'dark' }),
      ),
    ).toEqual({
      choice: 'system',
      from: 'default',
    });
  });

  it("never reads MUI's current copy", () => {
    expect(readStoredChoice(new MemoryStorage({ ...MUI_DARK }))).toEqual({ choice: 'system', from: 'default' });
  });
});

describe('writeChoice', () => {
  it('writes only the one key: light and dark stored, system removed', () => {
    const storage = new MemoryStorage({ 'portal.display': '{"dense":true}' });
    expect(writeChoice(storage, 'dark')).toBe(true);
    expect([...storage.items]).toEqual([
      ['portal.display', '{"dense":true}'],
      ['theme', 'dark'],
    ]);
    expect(writeChoice(storage, 'light')).toBe(true);
    expect(storage.getItem('theme')).toBe('light');
    expect(writeChoice(storage, 'system')).toBe(true);
    expect([...storage.items]).toEqual([['portal.display', '{"dense":true}']]);
  });

  it('round-trips through readChoice', () => {
    const storage = new MemoryStorage();
    for (const choice of ['dark', 'light', 'system'] as const) {
      writeChoice(storage, choice);
      expect(readChoice(storage)).toBe(choice);
    }
  });

  it('returns false, without throwing, without storage or when storage refuses', () => {
    expect(writeChoice(null, 'dark')).toBe(false);
    expect(() => writeChoice(blockedStorage, 'dark')).not.toThrow();
    expect(writeChoice(blockedStorage, 'dark')).toBe(false);
    expect(writeChoice(blockedStorage, 'system')).toBe(false);
  });
});

describe('startColorMode', () => {
  it('with disagreeing values: the one key wins, the legacy keys go and MUI gets its copy from the owner', () => {
    const storage = new MemoryStorage({
      theme: 'dark',
      'portal.mui-mode': 'light',
      'portal.mui-color-scheme': 'light',
      'portal.mui-color-scheme-light': 'light',
      'portal.mui-color-scheme-dark': 'light',
      [MUI_COPY_KEYS.mode]: 'light',
      [`${MUI_COPY_KEYS.colorScheme}-dark`]: 'light',
    });
    expect(startColorMode(storage)).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    for (const key of LEGACY_KEYS) expect(storage.items.has(key)).toBe(false);
    expect(copyOf(storage)).toEqual({ mode: 'dark', light: 'light', dark: 'dark' });
  });

  it('migrates a legacy mode into the one key, once', () => {
    const storage = new MemoryStorage({ 'portal.mui-mode': 'dark', 'portal.mui-color-scheme-light': 'light' });
    expect(startColorMode(storage)).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    for (const key of LEGACY_KEYS) expect(storage.items.has(key)).toBe(false);
    expect(copyOf(storage)).toEqual({ mode: 'dark', light: 'light', dark: 'dark' });
    // The next start decides from the one key alone.
    expect(readStoredChoice(storage)).toEqual({ choice: 'dark', from: 'theme' });
  });

  it('a system reader stays system whatever MUI writes to its copy afterwards', () => {
    const storage = new MemoryStorage({ 'portal.mui-mode': 'system' });
    expect(startColorMode(storage)).toBe('system');
    expect(storage.items.has('theme')).toBe(false);
    expect(storage.items.has('portal.mui-mode')).toBe(false);
    expect(copyOf(storage).mode).toBe('system');
    // MUI changing its own copy never reaches the decision.
    storage.setItem(MUI_COPY_KEYS.mode, 'dark');
    expect(startColorMode(storage)).toBe('system');
    expect(copyOf(storage).mode).toBe('system');
  });

  it('clears an unreadable value from the one key (absent means system) and writes nothing else there', () => {
    for (const value of ['purple', 'system', '']) {
      const storage = new MemoryStorage({ theme: value, 'portal.mui-mode': 'dark' });
      expect(startColorMode(storage)).toBe('system');
      expect(storage.items.has('theme')).toBe(false);
      expect(copyOf(storage)).toEqual({ mode: 'system', light: 'light', dark: 'dark' });
    }
  });

  it('leaves a stored light or dark as it is', () => {
    const storage = new MemoryStorage({ theme: 'light' });
    const setItem = jest.spyOn(storage, 'setItem');
    expect(startColorMode(storage)).toBe('light');
    expect(setItem).not.toHaveBeenCalledWith('theme', expect.anything());
    expect(storage.getItem('theme')).toBe('light');
  });

  it('falls back to system, without throwing, with storage that throws or is missing', () => {
    expect(() => startColorMode(blockedStorage)).not.toThrow();
    expect(startColorMode(blockedStorage)).toBe('system');
    expect(startColorMode(null)).toBe('system');
  });

  it('still decides from a readable storage that refuses writes', () => {
    const storage = readOnly({ theme: 'dark', 'portal.mui-mode': 'light' });
    expect(() => startColorMode(storage)).not.toThrow();
    expect(startColorMode(storage)).toBe('dark');
    expect(storage.memory.getItem('portal.mui-mode')).toBe('light');
  });
});

describe('browserStorage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
    window.localStorage.clear();
  });

  it("is the page's localStorage", () => {
    const storage = browserStorage();
    expect(storage).toBe(window.localStorage);
    writeChoice(storage, 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('is null when reading window.localStorage throws, and the choice is system', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(browserStorage()).toBeNull();
    expect(startColorMode(browserStorage())).toBe('system');
  });
});
