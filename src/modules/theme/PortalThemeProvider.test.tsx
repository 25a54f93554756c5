/** @jest-environment jsdom */
import React from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from '@site/src/modules/preferences/displayPreferences';
import {
  DisplayPreferencesProvider,
  useDisplayPreferences,
  type DisplayPreferencesValue,
} from '@site/src/modules/preferences/DisplayPreferencesContext';
import { ColorModeProvider } from '@site/src/modules/colorMode/ColorModeContext';
import { PortalThemeProvider, useThemeFromPreferences } from './PortalThemeProvider';
import type { PortalTheme } from './createPortalTheme';
import { removeMatchMedia, stubMatchMedia } from '@site/test/mocks/matchMedia';

const primaryOf = (theme: PortalTheme, scheme: 'light' | 'dark' = 'light') =>
  (theme.colorSchemes as unknown as Record<string, { palette: { primary: { main: string } } }>)[scheme]!.palette.primary
    .main;

const prefs = (overrides: Partial<DisplayPreferences> = {}): DisplayPreferences => ({
  ...DEFAULT_DISPLAY_PREFERENCES,
  colors: {},
  ...overrides,
});
const invalid = (colors: unknown): DisplayPreferences => prefs({ colors } as Partial<DisplayPreferences>);

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('useThemeFromPreferences', () => {
  it('builds the theme from the preferences and rebuilds it when they change', () => {
    const { result, rerender } = renderHook(({ preferences }) => useThemeFromPreferences(preferences), {
      initialProps: { preferences: prefs() },
    });
    expect(primaryOf(result.current)).toBe('#0059b2');
    expect(result.current.spacing(1)).toBe('8px');

    rerender({ preferences: prefs({ spacing: 10, colors: { primary: { main: '#b71c1c' } } }) });
    expect(result.current.spacing(1)).toBe('10px');
    expect(primaryOf(result.current)).toBe('#b71c1c');
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the same theme while the preferences object is the same', () => {
    const preferences = prefs();
    const { result, rerender } = renderHook(({ p }) => useThemeFromPreferences(p), {
      initialProps: { p: preferences },
    });
    const first = result.current;
    rerender({ p: preferences });
    expect(result.current).toBe(first);
  });

  it('hands every render with the same inputs one theme (each server page; a reader back at earlier preferences)', () => {
    const first = renderHook(() => useThemeFromPreferences(prefs({ spacing: 9 }))).result.current;
    const second = renderHook(() => useThemeFromPreferences(prefs({ spacing: 9, colors: {} }))).result.current;
    expect(second).toBe(first);

    const { result, rerender } = renderHook(({ preferences }) => useThemeFromPreferences(preferences), {
      initialProps: { preferences: prefs({ spacing: 9 }) },
    });
    rerender({ preferences: prefs({ spacing: 9, direction: 'rtl' }) });
    expect(result.current).not.toBe(first);
    expect(result.current.direction).toBe('rtl');
    rerender({ preferences: prefs({ spacing: 9 }) });
    expect(result.current).toBe(first);
  });

  it('keeps the previous valid theme when the preferences carry an invalid colour, and warns', () => {
    const { result, rerender } = renderHook(({ preferences }) => useThemeFromPreferences(preferences), {
      initialProps: { preferences: prefs({ colors: { primary: { main: '#b71c1c' } } }) },
    });
    const good = result.current;

    rerender({ preferences: invalid({ primary: {} }) });
    expect(result.current).toBe(good);
    expect(primaryOf(result.current)).toBe('#b71c1c');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'MUI: The color (primary) provided to the theme is invalid.\nThe color object needs to have a `main` property.',
    );

    rerender({ preferences: invalid({ primary: { main: 42 } }) });
    expect(result.current).toBe(good);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('`color.main` should be a string, but `42` was provided instead.'),
    );

    // A valid colour afterwards is applied again.
    rerender({ preferences: prefs({ colors: { primary: { main: '#00ff00' } } }) });
    expect(result.current).not.toBe(good);
    expect(primaryOf(result.current)).toBe('#00ff00');
  });

  it('falls back to the default colours when the very first preferences are invalid', () => {
    const { result } = renderHook(() => useThemeFromPreferences(invalid({ primary: {} })));
    expect(primaryOf(result.current)).toBe('#0059b2');
    expect(primaryOf(result.current, 'dark')).toBe('#66b2ff');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The color (primary) provided to the theme is invalid.'));
  });

  it('keeps the other preferences of an invalid first state in the fallback theme', () => {
    const { result } = renderHook(() =>
      useThemeFromPreferences({ ...invalid({ secondary: { main: 42 } }), spacing: 10, direction: 'rtl' }),
    );
    expect(result.current.spacing(1)).toBe('10px');
    expect(result.current.direction).toBe('rtl');
  });
});

describe('<PortalThemeProvider>', () => {
  // MUI's colour-scheme state reads the system preference through matchMedia, which jsdom lacks.
  beforeEach(stubMatchMedia);
  afterEach(removeMatchMedia);

  it('gives its children the theme of the current preferences', () => {
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    let controls: DisplayPreferencesValue | undefined;
    function Probe(): React.JSX.Element {
      controls = useDisplayPreferences();
      const theme = useTheme();
      return (
        <output data-testid="probe">{`${theme.spacing(1)} ${theme.direction} ${theme.shape.borderRadius}`}</output>
      );
    }
    render(
      <ColorModeProvider storage={storage}>
        <DisplayPreferencesProvider storage={storage}>
          <PortalThemeProvider>
            <Probe />
          </PortalThemeProvider>
        </DisplayPreferencesProvider>
      </ColorModeProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('8px ltr 4');
    act(() => controls!.setSpacing(10));
    expect(screen.getByTestId('probe')).toHaveTextContent('10px ltr 4');
  });

  it('keeps the theme object (no render of every MUI component) when the page below changes', () => {
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    const themes: unknown[] = [];
    let controls: DisplayPreferencesValue | undefined;
    function ThemeReader({ page }: { page: string }): React.JSX.Element {
      controls = useDisplayPreferences();
      themes.push(useTheme());
      return <p>{page}</p>;
    }
    const tree = (page: string) => (
      <ColorModeProvider storage={storage}>
        <DisplayPreferencesProvider storage={storage}>
          <PortalThemeProvider>
            <ThemeReader page={page} />
          </PortalThemeProvider>
        </DisplayPreferencesProvider>
      </ColorModeProvider>
    );
    const { rerender } = render(tree('first'));
    const initial = themes.at(-1);
    // A client navigation: the provider gets a new page.
    rerender(tree('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(themes.at(-1)).toBe(initial);
    // A preference that is part of the theme makes a new one.
    act(() => controls!.setSpacing(10));
    expect(themes.at(-1)).not.toBe(initial);
  });
});
