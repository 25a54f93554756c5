/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { DisplayPreferencesProvider } from '@site/src/modules/preferences/DisplayPreferencesContext';
import { PortalThemeProvider } from '@site/src/modules/theme/PortalThemeProvider';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import { ColorModeProvider, useColorModeOwner, type ColorModeValue } from './ColorModeContext';
import { MUI_COPY_KEYS } from './colorModeStorage';
import { MUI_COLOR_MODE_PROPS } from './MuiFollower';
import { removeMatchMedia, stubMatchMedia } from '@site/test/mocks/matchMedia';

interface Seen {
  muiMode: string | undefined;
  muiColorScheme: string | undefined;
  paletteMode: string;
}

/** The page under the real providers, on the real localStorage, which MUI's provider reads. */
function renderPage() {
  const seen: Seen[] = [];
  let owner: ColorModeValue | undefined;
  function Probe(): null {
    const { mode, colorScheme } = useColorScheme();
    seen.push({ muiMode: mode, muiColorScheme: colorScheme, paletteMode: useTheme().palette.mode });
    owner = useColorModeOwner();
    return null;
  }
  render(
    <ColorModeProvider>
      <DisplayPreferencesProvider storage={new MemoryStorage()}>
        <PortalThemeProvider>
          <Probe />
        </PortalThemeProvider>
      </DisplayPreferencesProvider>
    </ColorModeProvider>,
  );
  return { seen, current: () => seen[seen.length - 1]!, owner: () => owner! };
}

// MUI's colour-scheme state reads the system preference through matchMedia, which jsdom lacks.
beforeEach(stubMatchMedia);
afterEach(() => {
  removeMatchMedia();
  window.localStorage.clear();
});

describe('MUI_COLOR_MODE_PROPS', () => {
  it("keep MUI's copy under its own keys and stop MUI from reacting to storage events", () => {
    expect(MUI_COLOR_MODE_PROPS).toEqual({
      defaultMode: 'system',
      modeStorageKey: MUI_COPY_KEYS.mode,
      colorSchemeStorageKey: MUI_COPY_KEYS.colorScheme,
      storageWindow: null,
    });
  });
});

describe('MuiFollower under PortalThemeProvider', () => {
  it('MUI starts in the mode of the one key, whatever its own keys held, and follows every change', () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('portal.mui-mode', 'light');
    window.localStorage.setItem('portal.mui-color-scheme', 'light');
    window.localStorage.setItem('portal.mui-color-scheme-dark', 'light');
    window.localStorage.setItem(MUI_COPY_KEYS.mode, 'light');
    window.localStorage.setItem(`${MUI_COPY_KEYS.colorScheme}-dark`, 'light');
    const { seen, current, owner } = renderPage();

    // From its very first render: MUI's state is the owner's, and so is the JavaScript palette.
    expect(seen[0]).toEqual({ muiMode: 'dark', muiColorScheme: 'dark', paletteMode: 'dark' });
    expect(seen.every((entry) => entry.muiMode === 'dark' && entry.paletteMode === 'dark')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(window.localStorage.getItem('portal.mui-mode')).toBeNull();

    act(() => owner().setChoice('light'));
    expect(current()).toEqual({ muiMode: 'light', muiColorScheme: 'light', paletteMode: 'light' });
    expect(window.localStorage.getItem('theme')).toBe('light');

    act(() => owner().setChoice('system'));
    expect(current()).toMatchObject({ muiMode: 'system', muiColorScheme: 'light' });
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it("ignores another tab's write to MUI's copy: only the owner changes MUI", () => {
    window.localStorage.setItem('theme', 'light');
    const { current } = renderPage();
    expect(current().muiMode).toBe('light');
    act(() => {
      window.localStorage.setItem(MUI_COPY_KEYS.mode, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: MUI_COPY_KEYS.mode, newValue: 'dark' }));
    });
    expect(current()).toMatchObject({ muiMode: 'light', paletteMode: 'light' });
  });

  it("follows another tab's change to the one key", () => {
    const { current } = renderPage();
    expect(current().muiMode).toBe('system');
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(current()).toMatchObject({ muiMode: 'dark', paletteMode: 'dark' });
  });
});
