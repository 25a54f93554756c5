import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from '@site/src/modules/preferences/displayPreferences';
import { createPortalTheme, densityComponents, docsChromeTheme } from './createPortalTheme';

type Palette = {
  mode: string;
  contrastThreshold: number;
  tonalOffset: number;
  primary: { main: string };
  secondary: { main: string };
};
const palettes = (theme: ReturnType<typeof createPortalTheme>) => {
  const schemes = theme.colorSchemes as unknown as Record<'light' | 'dark', { palette: Palette }>;
  return { light: schemes.light.palette, dark: schemes.dark.palette };
};

const prefs = (overrides: Partial<DisplayPreferences> = {}): DisplayPreferences => ({
  ...DEFAULT_DISPLAY_PREFERENCES,
  colors: {},
  ...overrides,
});

describe('createPortalTheme with the default preferences', () => {
  const theme = createPortalTheme(DEFAULT_DISPLAY_PREFERENCES);

  it('has the spec breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:900px)');
  });

  it('has an 8 px spacing unit', () => {
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.spacing(0.5, 3)).toBe('4px 24px');
  });

  it('has a 4 px border radius', () => {
    expect(theme.shape.borderRadius).toBe(4);
  });

  it('has a 14 px font size on a 16 px root', () => {
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.typography.pxToRem(16)).toBe('1rem');
  });

  it('has the spec z-indexes', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
  });

  it('has the spec transition durations', () => {
    expect(theme.transitions.duration).toMatchObject({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
  });

  it('carries a light and a dark palette with the default primary colours', () => {
    const { light, dark } = palettes(theme);
    expect(light.mode).toBe('light');
    expect(dark.mode).toBe('dark');
    expect(light.primary.main).toBe('#0059b2');
    expect(dark.primary.main).toBe('#66b2ff');
    expect(light.secondary.main).toBe('#9c27b0');
    expect(dark.secondary.main).toBe('#ce93d8');
  });

  it('uses contrast threshold 3 and tonal offset 0.2 in both palettes', () => {
    for (const palette of Object.values(palettes(theme))) {
      expect(palette.contrastThreshold).toBe(3);
      expect(palette.tonalOffset).toBe(0.2);
    }
  });

  it('exposes the colours as CSS variables with the mui prefix', () => {
    expect(theme.cssVarPrefix).toBe('mui');
    expect((theme.vars as unknown as { palette: Palette }).palette.primary.main).toBe(
      'var(--mui-palette-primary-main, #0059b2)',
    );
  });

  it('is left to right and not dense', () => {
    expect(theme.direction).toBe('ltr');
    expect(theme.components?.MuiButton).toBeUndefined();
    expect(theme.components?.MuiTextField).toBeUndefined();
  });
});

describe('createPortalTheme following the preferences', () => {
  it('uses the chosen spacing unit', () => {
    expect(createPortalTheme(prefs({ spacing: 10 })).spacing(1)).toBe('10px');
    expect(createPortalTheme(prefs({ spacing: 4 })).spacing(2)).toBe('8px');
  });

  it('uses the chosen direction', () => {
    expect(createPortalTheme(prefs({ direction: 'rtl' })).direction).toBe('rtl');
    expect(createPortalTheme(prefs({ direction: 'ltr' })).direction).toBe('ltr');
  });

  it('applies custom colours to both colour schemes', () => {
    const theme = createPortalTheme(
      prefs({ colors: { primary: { main: '#b71c1c' }, secondary: { main: '#00ff00' } } }),
    );
    const { light, dark } = palettes(theme);
    expect(light.primary.main).toBe('#b71c1c');
    expect(dark.primary.main).toBe('#b71c1c');
    expect(light.secondary.main).toBe('#00ff00');
    expect(dark.secondary.main).toBe('#00ff00');
  });

  it('keeps the default for a colour that is not customised', () => {
    const { light, dark } = palettes(createPortalTheme(prefs({ colors: { secondary: { main: '#00ff00' } } })));
    expect(light.primary.main).toBe('#0059b2');
    expect(dark.primary.main).toBe('#66b2ff');
  });

  it('adds the dense defaults when dense is on', () => {
    const components = createPortalTheme(prefs({ dense: true })).components!;
    expect(components.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(components.MuiTextField?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    expect(components.MuiListItem?.defaultProps).toEqual({ dense: true });
    expect(components.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
  });

  it('throws the theme-creation error for an invalid colour', () => {
    expect(() =>
      createPortalTheme(prefs({ colors: { primary: {} } } as unknown as Partial<DisplayPreferences>)),
    ).toThrow(
      'MUI: The color (primary) provided to the theme is invalid.\nThe color object needs to have a `main` property.',
    );
    expect(() =>
      createPortalTheme(prefs({ colors: { secondary: { main: 42 } } } as unknown as Partial<DisplayPreferences>)),
    ).toThrow(
      'MUI: The color (secondary) provided to the theme is invalid.\n`color.main` should be a string, but `42` was provided instead.',
    );
  });
});

describe('densityComponents', () => {
  it('is empty when dense is off', () => {
    expect(densityComponents(false)).toEqual({});
  });

  it('makes sized components small', () => {
    const components = densityComponents(true);
    for (const name of [
      'MuiAutocomplete',
      'MuiButton',
      'MuiButtonGroup',
      'MuiCheckbox',
      'MuiFab',
      'MuiIconButton',
      'MuiRadio',
      'MuiSwitch',
      'MuiTable',
      'MuiToggleButton',
      'MuiToggleButtonGroup',
    ] as const) {
      expect(components[name]?.defaultProps).toEqual({ size: 'small' });
    }
  });

  it('gives form fields dense margins and list items the dense option', () => {
    const components = densityComponents(true);
    for (const name of ['MuiFormControl', 'MuiOutlinedInput', 'MuiTextField'] as const) {
      expect(components[name]?.defaultProps).toEqual({ margin: 'dense', size: 'small' });
    }
    for (const name of ['MuiFilledInput', 'MuiFormHelperText', 'MuiInputBase', 'MuiInputLabel'] as const) {
      expect(components[name]?.defaultProps).toEqual({ margin: 'dense' });
    }
    for (const name of ['MuiListItem', 'MuiListItemButton', 'MuiMenuItem'] as const) {
      expect(components[name]?.defaultProps).toEqual({ dense: true });
    }
    expect(components.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
  });
});

describe('docsChromeTheme', () => {
  it('uses the 12 px docs radius for both the value and its CSS variable', () => {
    const theme = createPortalTheme(DEFAULT_DISPLAY_PREFERENCES);
    const chrome = docsChromeTheme(theme);
    expect(chrome.shape.borderRadius).toBe(12);
    expect((chrome.vars as unknown as { shape: { borderRadius: string } }).shape.borderRadius).toBe('12px');
  });

  it('does not mutate the theme it is given', () => {
    const theme = createPortalTheme(DEFAULT_DISPLAY_PREFERENCES);
    const varsRadius = (theme.vars as unknown as { shape: { borderRadius: string } }).shape.borderRadius;
    const chrome = docsChromeTheme(theme);
    expect(chrome).not.toBe(theme);
    expect(theme.shape.borderRadius).toBe(4);
    expect((theme.vars as unknown as { shape: { borderRadius: string } }).shape.borderRadius).toBe(varsRadius);
    expect(varsRadius).not.toBe('12px');
  });

  it('keeps everything else of the theme', () => {
    const theme = createPortalTheme(prefs({ spacing: 10, direction: 'rtl' }));
    const chrome = docsChromeTheme(theme);
    expect(chrome.spacing).toBe(theme.spacing);
    expect(chrome.direction).toBe('rtl');
    expect(chrome.colorSchemes).toBe(theme.colorSchemes);
    expect((chrome.vars as unknown as { palette: unknown }).palette).toBe(
      (theme.vars as unknown as { palette: unknown }).palette,
    );
  });

  it('works for a theme without CSS variables and does not add them', () => {
    const plain = { shape: { borderRadius: 4 }, name: 'plain' };
    const chrome = docsChromeTheme(plain);
    expect(chrome).toEqual({ shape: { borderRadius: 12 }, name: 'plain' });
    expect('vars' in chrome).toBe(false);
    expect(plain.shape.borderRadius).toBe(4);
  });
});
