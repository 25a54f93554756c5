/**
 * Stands in for `@mui/material/styles/CssVarsProvider` (plugins/deferred-evaluation). MUI's module
 * builds its default theme, both colour schemes and every CSS variable of them, when it is evaluated,
 * so every page of the portal built a theme it never uses (the portal always gives the provider its
 * own, `src/modules/theme/PortalThemeProvider.tsx`) in `main.js`, before it could hydrate. This module
 * makes the same provider from the same options and builds MUI's default theme only for a provider
 * that is given no theme. It exports what MUI's module exports.
 */
import React from 'react';
import { unstable_createCssVarsProvider as createCssVarsProvider } from '@mui/system';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import experimentalExtendTheme from '@mui/material/styles/experimental_extendTheme';
import createTypography from '@mui/material/styles/createTypography';
import excludeVariablesFromRoot from '@mui/material/styles/excludeVariablesFromRoot';
import THEME_ID from '@mui/material/styles/identifier';
import { defaultConfig } from '@mui/material/InitColorSchemeScript/InitColorSchemeScript';
import type { CssVarsTheme, Theme } from '@mui/material/styles';
import { onFirstUse } from './onFirstUse';

type MaterialCssVarsTheme = Omit<Theme, 'palette' | 'applyStyles'> & CssVarsTheme;

/** MUI's default theme, built the first time a provider without a theme of its own renders. */
const materialDefaultTheme = onFirstUse(() => experimentalExtendTheme());

/**
 * What the system's factory reads of the default theme when it makes the provider: the names of the
 * colour schemes, which it checks against the default light and dark ones.
 */
const COLOR_SCHEME_NAMES = {
  colorSchemes: { [defaultConfig.defaultLightColorScheme]: {}, [defaultConfig.defaultDarkColorScheme]: {} },
};

const system = createCssVarsProvider<string, typeof THEME_ID>({
  themeId: THEME_ID,
  theme: COLOR_SCHEME_NAMES,
  attribute: defaultConfig.attribute,
  colorSchemeStorageKey: defaultConfig.colorSchemeStorageKey,
  modeStorageKey: defaultConfig.modeStorageKey,
  defaultColorScheme: {
    light: defaultConfig.defaultLightColorScheme,
    dark: defaultConfig.defaultDarkColorScheme,
  },
  resolveTheme: (theme: MaterialCssVarsTheme) => {
    const resolved = { ...theme, typography: createTypography(theme.palette, theme.typography) };
    resolved.unstable_sx = function sx(this: typeof resolved, props) {
      return styleFunctionSx({ sx: props, theme: this });
    };
    return resolved;
  },
  excludeVariablesFromRoot,
});

const { CssVarsProvider: SystemProvider } = system;
type ProviderProps = React.ComponentProps<typeof SystemProvider>;

function CssVarsProvider(props: ProviderProps): React.JSX.Element {
  return <SystemProvider {...props} theme={props.theme ?? materialDefaultTheme()} />;
}

export const { useColorScheme } = system;
/** Deprecated in MUI 5 in favour of `InitColorSchemeScript`, and still exported, as MUI's module does. */
export const getInitColorSchemeScript = system.getInitColorSchemeScript;
export { CssVarsProvider as Experimental_CssVarsProvider };
