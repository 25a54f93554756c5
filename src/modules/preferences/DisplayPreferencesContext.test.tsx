/** @jest-environment jsdom */
import { act, render, renderHook } from '@testing-library/react';
import {
  DisplayPreferencesProvider,
  useDisplayPreferences,
  type DisplayPreferencesValue,
} from './DisplayPreferencesContext';
import { DEFAULT_DISPLAY_PREFERENCES, type CustomColors } from './displayPreferences';
import type { StorageLike } from './displayStorage';
import { MemoryStorage } from '@site/test/support/memoryStorage';

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
function renderWithProvider(storage: StorageLike | null) {
  const seen: DisplayPreferencesValue[] = [];
  function Probe(): null {
    seen.push(useDisplayPreferences());
    return null;
  }
  const utils = render(
    <DisplayPreferencesProvider storage={storage}>
      <Probe />
    </DisplayPreferencesProvider>,
  );
  return { ...utils, seen, current: () => seen[seen.length - 1]! };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.restoreAllMocks();
});

describe('useDisplayPreferences', () => {
  it('throws a message naming the provider when used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDisplayPreferences())).toThrow(/DisplayPreferencesProvider/);
  });
});

describe('<DisplayPreferencesProvider>', () => {
  it('renders first with the defaults, then loads the stored preferences', () => {
    const storage = new MemoryStorage({
      theme: 'dark',
      'portal.display': JSON.stringify({
        direction: 'rtl',
        dense: true,
        spacing: 10,
        colors: { primary: { main: '#b71c1c' } },
      }),
    });
    const { seen, current } = renderWithProvider(storage);
    expect(seen[0]!.loaded).toBe(false);
    expect(seen[0]!.preferences).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(current().loaded).toBe(true);
    expect(current().preferences).toEqual({
      mode: 'dark',
      direction: 'rtl',
      dense: true,
      spacing: 10,
      colors: { primary: { main: '#b71c1c' } },
    });
    expect(current().paletteMode).toBe('dark');
  });

  it('does not overwrite the stored preferences with the first-render defaults', () => {
    const stored = JSON.stringify({ direction: 'rtl', dense: true, spacing: 10, colors: {} });
    const storage = new MemoryStorage({ theme: 'light', 'portal.display': stored });
    renderWithProvider(storage);
    expect(storage.getItem('theme')).toBe('light');
    expect(storage.display()).toEqual(JSON.parse(stored));
  });

  it('uses the defaults and still loads when there is no storage', () => {
    const { current } = renderWithProvider(null);
    expect(current().loaded).toBe(true);
    expect(current().preferences).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('setMode updates the state and the theme key', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    act(() => current().setMode('dark'));
    expect(current().preferences.mode).toBe('dark');
    expect(current().paletteMode).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    act(() => current().setMode('light'));
    expect(storage.getItem('theme')).toBe('light');
    expect(current().paletteMode).toBe('light');
    act(() => current().setMode('system'));
    expect(current().preferences.mode).toBe('system');
    expect(storage.items.has('theme')).toBe(false);
  });

  it('setDirection, setDense and setSpacing update and persist', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    act(() => current().setDirection('rtl'));
    act(() => current().setDense(true));
    act(() => current().setSpacing(11));
    expect(current().preferences).toMatchObject({ direction: 'rtl', dense: true, spacing: 11 });
    expect(storage.display()).toEqual({ direction: 'rtl', dense: true, spacing: 11, colors: {} });
  });

  it('setSpacing clamps out-of-range values', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    act(() => current().setSpacing(40));
    expect(current().preferences.spacing).toBe(12);
    expect(storage.display()).toMatchObject({ spacing: 12 });
  });

  it('changeColors and resetColors update and persist the colours', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    act(() => current().changeColors({ primary: { main: '#b71c1c' } }));
    act(() => current().changeColors({ secondary: { main: '#00ff00' } }));
    expect(current().preferences.colors).toEqual({ primary: { main: '#b71c1c' }, secondary: { main: '#00ff00' } });
    expect(storage.display()).toMatchObject({
      colors: { primary: { main: '#b71c1c' }, secondary: { main: '#00ff00' } },
    });
    act(() => current().resetColors());
    expect(current().preferences.colors).toEqual({});
    expect(storage.display()).toMatchObject({ colors: {} });
  });

  it('changeColors with an invalid colour throws the theme-creation error and keeps the previous colours', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    act(() => current().changeColors({ primary: { main: '#b71c1c' } }));
    const before = storage.getItem('portal.display');

    expect(() => act(() => current().changeColors({ primary: {} } as unknown as CustomColors))).toThrow(
      'MUI: The color (primary) provided to the theme is invalid.\nThe color object needs to have a `main` property.',
    );
    expect(() => act(() => current().changeColors({ secondary: { main: 42 } } as unknown as CustomColors))).toThrow(
      /`color\.main` should be a string, but `42` was provided instead/,
    );
    expect(current().preferences.colors).toEqual({ primary: { main: '#b71c1c' } });
    expect(storage.getItem('portal.display')).toBe(before);
  });

  it("reloads when another tab changes the 'theme' key", () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    expect(current().preferences.mode).toBe('system');
    storage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(current().preferences.mode).toBe('dark');
  });

  it("reloads when another tab changes the 'portal.display' key", () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    storage.setItem('portal.display', JSON.stringify({ direction: 'rtl', dense: true }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.display' }));
    });
    expect(current().preferences).toMatchObject({ direction: 'rtl', dense: true });
  });

  it('ignores storage events for other keys', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    storage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    });
    expect(current().preferences.mode).toBe('system');
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
    expect(current().preferences.mode).toBe('system');
    expect(current().paletteMode).toBe('light');

    act(() => media.setDark(true));
    expect(current().paletteMode).toBe('dark');
    act(() => media.setDark(false));
    expect(current().paletteMode).toBe('light');

    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('keeps an explicit mode whatever the system prefers', () => {
    const media = installMatchMedia(true);
    const { current } = renderWithProvider(new MemoryStorage({ theme: 'light' }));
    expect(current().paletteMode).toBe('light');
    act(() => media.setDark(false));
    act(() => current().setMode('system'));
    expect(current().paletteMode).toBe('light');
    act(() => media.setDark(true));
    expect(current().paletteMode).toBe('dark');
  });

  it('treats a missing matchMedia as a light system preference', () => {
    expect(window.matchMedia).toBeUndefined();
    const { current } = renderWithProvider(new MemoryStorage());
    expect(current().paletteMode).toBe('light');
  });
});
