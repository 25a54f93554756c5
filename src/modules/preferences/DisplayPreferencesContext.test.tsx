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
    // The colour mode is not a display preference: src/modules/colorMode owns it.
    expect(current().preferences).toEqual({
      direction: 'rtl',
      dense: true,
      spacing: 10,
      colors: { primary: { main: '#b71c1c' } },
    });
  });

  it('does not overwrite the stored preferences with the first-render defaults, and leaves the theme key alone', () => {
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

  it('never writes the colour mode key', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    act(() => current().setDirection('rtl'));
    act(() => current().setDense(true));
    expect(storage.items.has('theme')).toBe(false);
    expect([...storage.items.keys()]).toEqual(['portal.display']);
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

  it("reloads when another tab changes the 'portal.display' key", () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    storage.setItem('portal.display', JSON.stringify({ direction: 'rtl', dense: true }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.display' }));
    });
    expect(current().preferences).toMatchObject({ direction: 'rtl', dense: true });
  });

  it('ignores storage events for other keys, the colour mode key included', () => {
    const storage = new MemoryStorage();
    const { current } = renderWithProvider(storage);
    storage.setItem('portal.display', JSON.stringify({ direction: 'rtl' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(current().preferences.direction).toBe('ltr');
  });

  it('stops listening to storage events after unmount', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderWithProvider(new MemoryStorage());
    unmount();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
  });
});
