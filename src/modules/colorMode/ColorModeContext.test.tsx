/** @jest-environment jsdom */
import { act, render, renderHook } from '@testing-library/react';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import { ColorModeProvider, useColorModeOwner, type ColorModeValue } from './ColorModeContext';
import { MUI_COPY_KEYS, type StorageLike } from './colorModeStorage';

/** A controllable `(prefers-color-scheme: dark)` media query. */
function installMatchMedia(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: jest.fn((_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    ),
    removeEventListener: jest.fn((_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    ),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  };
  const matchMedia = jest.fn((_media: string) => query as unknown as MediaQueryList);
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    matchMedia,
    listeners,
    setDark(dark: boolean) {
      query.matches = dark;
      for (const listener of [...listeners]) listener({ matches: dark, media: query.media } as MediaQueryListEvent);
    },
  };
}

/** Renders a consumer inside the provider and exposes every value it received, render by render. */
function renderWithProvider(storage: StorageLike | null, onFirstChildRender?: () => void) {
  const seen: ColorModeValue[] = [];
  function Probe(): null {
    if (seen.length === 0) onFirstChildRender?.();
    seen.push(useColorModeOwner());
    return null;
  }
  const utils = render(
    <ColorModeProvider storage={storage}>
      <Probe />
    </ColorModeProvider>,
  );
  return { ...utils, seen, current: () => seen[seen.length - 1]! };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.restoreAllMocks();
});

describe('useColorModeOwner', () => {
  it('throws a message naming the provider when used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useColorModeOwner())).toThrow(/ColorModeProvider/);
  });
});

describe('<ColorModeProvider>', () => {
  it('renders first with the default, like the server, then applies the stored choice', () => {
    const { seen, current } = renderWithProvider(new MemoryStorage({ theme: 'dark' }));
    expect(seen[0]).toMatchObject({ choice: 'system', mode: 'light', loaded: false });
    expect(current()).toMatchObject({ choice: 'dark', mode: 'dark', loaded: true });
  });

  it("has written MUI's copy from the stored choice before the page below first renders", () => {
    const storage = new MemoryStorage({ theme: 'dark', 'portal.mui-mode': 'light', [MUI_COPY_KEYS.mode]: 'light' });
    let copyAtFirstRender: string | null = null;
    renderWithProvider(storage, () => (copyAtFirstRender = storage.getItem(MUI_COPY_KEYS.mode)));
    expect(copyAtFirstRender).toBe('dark');
    expect(storage.items.has('portal.mui-mode')).toBe(false);
  });

  it('does not overwrite the stored choice with the first-render default', () => {
    const storage = new MemoryStorage({ theme: 'light' });
    renderWithProvider(storage);
    expect(storage.getItem('theme')).toBe('light');
  });

  it('lets the one key win over disagreeing MUI keys', () => {
    const storage = new MemoryStorage({
      theme: 'dark',
      'portal.mui-mode': 'light',
      'portal.mui-color-scheme': 'light',
      'portal.mui-color-scheme-dark': 'light',
    });
    const { current } = renderWithProvider(storage);
    expect(current()).toMatchObject({ choice: 'dark', mode: 'dark' });
  });

  it('uses the default and still loads when there is no storage', () => {
    const { current } = renderWithProvider(null);
    expect(current()).toMatchObject({ choice: 'system', loaded: true });
  });

  it('setChoice updates the state and the theme key, and nothing else', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    const keysAfterStart = [...storage.items.keys()];
    act(() => current().setChoice('dark'));
    expect(current()).toMatchObject({ choice: 'dark', mode: 'dark' });
    expect(storage.getItem('theme')).toBe('dark');
    expect([...storage.items.keys()].sort()).toEqual([...keysAfterStart, 'theme'].sort());
    act(() => current().setChoice('light'));
    expect(storage.getItem('theme')).toBe('light');
    expect(current().mode).toBe('light');
    act(() => current().setChoice('system'));
    expect(current().choice).toBe('system');
    expect(storage.items.has('theme')).toBe(false);
  });

  it('setChoice shows the mode on the page at once (data-theme), the system one resolved', () => {
    const { current } = renderWithProvider(new MemoryStorage());
    act(() => current().setChoice('dark'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    act(() => current().setChoice('light'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    act(() => current().setChoice('system')); // jsdom's matchMedia is absent: the OS prefers light
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    document.documentElement.removeAttribute('data-theme');
  });

  it('keeps working when storage throws', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const { current } = renderWithProvider(blocked);
    expect(current()).toMatchObject({ choice: 'system', loaded: true });
    act(() => current().setChoice('dark'));
    expect(current()).toMatchObject({ choice: 'dark', mode: 'dark' });
  });

  it("follows another tab's change to the 'theme' key", () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    expect(current().choice).toBe('system');
    storage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(current().choice).toBe('dark');
    storage.removeItem('theme');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }));
    });
    expect(current().choice).toBe('system');
  });

  it("ignores storage events for other keys, MUI's copy and the legacy keys included", () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    storage.setItem('theme', 'dark');
    act(() => {
      for (const key of ['something-else', MUI_COPY_KEYS.mode, 'portal.mui-mode', 'portal.display']) {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'dark' }));
      }
    });
    expect(current().choice).toBe('system');
  });

  it('stops listening to storage events after unmount', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderWithProvider(new MemoryStorage());
    unmount();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
  });

  it('resolves the system mode from matchMedia, live', () => {
    const media = installMatchMedia(false);
    const { current, unmount } = renderWithProvider(new MemoryStorage());
    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(current()).toMatchObject({ choice: 'system', mode: 'light', systemPrefersDark: false });

    act(() => media.setDark(true));
    expect(current()).toMatchObject({ mode: 'dark', systemPrefersDark: true });
    act(() => media.setDark(false));
    expect(current().mode).toBe('light');

    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('keeps an explicit mode whatever the system prefers', () => {
    const media = installMatchMedia(true);
    const { current } = renderWithProvider(new MemoryStorage({ theme: 'light' }));
    expect(current().mode).toBe('light');
    act(() => media.setDark(false));
    act(() => current().setChoice('system'));
    expect(current().mode).toBe('light');
    act(() => media.setDark(true));
    expect(current().mode).toBe('dark');
  });

  it('treats a missing matchMedia as a light system preference', () => {
    expect(window.matchMedia).toBeUndefined();
    const { current } = renderWithProvider(new MemoryStorage());
    expect(current()).toMatchObject({ mode: 'light', systemPrefersDark: false });
  });
});
