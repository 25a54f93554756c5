import { experimental_extendTheme as extendTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import type { Components } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import TreeGroupTransition from './TreeGroupTransition';
import {
  BACKGROUND,
  BORDER_RADIUS,
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  DEFAULT_PALETTE,
  FONT_SIZE,
  HTML_FONT_SIZE,
  TONAL_OFFSET,
  TRANSITION_DURATIONS,
  Z_INDEX,
} from '@site/src/data/constants';
import type { DisplayPreferences } from '@site/src/modules/preferences/displayPreferences';
import type { PaletteMode } from '@site/src/modules/colorMode/colorModeChoice';
import { assertPaletteColors } from '@site/src/modules/preferences/paletteValidation';
import { FONT_FAMILY } from '@site/src/data/fonts';

export type PortalTheme = Omit<Theme, 'palette' | 'applyStyles'> & CssVarsTheme;

/**
 * Default props that make every MUI component of the page compact when "dense" is on: the
 * components that have a size, margin or dense option use their smaller variant.
 */
export function densityComponents(dense: boolean): Components<Omit<Theme, 'components'>> {
  if (!dense) return {};
  const small = { defaultProps: { size: 'small' as const } };
  return {
    MuiAutocomplete: small,
    MuiButton: small,
    MuiButtonGroup: small,
    MuiCheckbox: small,
    MuiFab: small,
    MuiFilledInput: { defaultProps: { margin: 'dense' } },
    MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
    MuiFormHelperText: { defaultProps: { margin: 'dense' } },
    MuiIconButton: small,
    MuiInputBase: { defaultProps: { margin: 'dense' } },
    MuiInputLabel: { defaultProps: { margin: 'dense' } },
    MuiListItem: { defaultProps: { dense: true } },
    MuiListItemButton: { defaultProps: { dense: true } },
    MuiMenuItem: { defaultProps: { dense: true } },
    MuiOutlinedInput: { defaultProps: { margin: 'dense', size: 'small' } },
    MuiRadio: small,
    MuiSwitch: small,
    MuiTable: small,
    MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
    MuiToggleButton: small,
    MuiToggleButtonGroup: small,
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  };
}

/** Defaults that keep the server-rendered HTML of MUI components valid (checked by the W3C checker). */
export const validMarkupComponents: Components<Omit<Theme, 'components'>> = {
  MuiTreeItem: { defaultProps: { slots: { groupTransition: TreeGroupTransition } } },
};

function paletteFor(mode: PaletteMode, preferences: DisplayPreferences) {
  const defaults = DEFAULT_PALETTE[mode];
  return {
    mode,
    contrastThreshold: CONTRAST_THRESHOLD,
    tonalOffset: TONAL_OFFSET,
    primary: { main: preferences.colors.primary?.main ?? defaults.primary },
    secondary: { main: preferences.colors.secondary?.main ?? defaults.secondary },
    background: BACKGROUND[mode],
  };
}

/**
 * The one MUI theme of the portal, built from the display preferences. It carries both colour
 * schemes as CSS variables keyed to Docusaurus's `data-theme` attribute, so the first paint already
 * has the stored mode. Its radius is the demos' radius; `docsChromeTheme` derives the chrome's.
 * Throws the spec's theme-creation error for an invalid custom colour.
 */
export function createPortalTheme(preferences: DisplayPreferences): PortalTheme {
  assertPaletteColors(preferences.colors);
  return extendTheme({
    cssVarPrefix: 'mui',
    colorSchemes: {
      light: { palette: paletteFor('light', preferences) },
      dark: { palette: paletteFor('dark', preferences) },
    },
    breakpoints: { values: { ...BREAKPOINTS } },
    spacing: preferences.spacing,
    shape: { borderRadius: BORDER_RADIUS.default },
    typography: { fontSize: FONT_SIZE, htmlFontSize: HTML_FONT_SIZE, fontFamily: FONT_FAMILY },
    zIndex: { ...Z_INDEX },
    transitions: { duration: { ...TRANSITION_DURATIONS } },
    direction: preferences.direction,
    components: { ...densityComponents(preferences.dense), ...validMarkupComponents },
  }) as unknown as PortalTheme;
}

/** The docs chrome (drawer, menus) uses the docs radius: both the value and its CSS variable. */
export function docsChromeTheme<T extends { shape: { borderRadius: number | string }; vars?: unknown }>(outer: T): T {
  const vars = outer.vars as { shape?: Record<string, unknown> } | undefined;
  return {
    ...outer,
    shape: { ...outer.shape, borderRadius: BORDER_RADIUS.docs },
    ...(vars ? { vars: { ...vars, shape: { ...vars.shape, borderRadius: `${BORDER_RADIUS.docs}px` } } } : {}),
  };
}
