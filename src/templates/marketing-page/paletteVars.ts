import type { Theme } from '@mui/material/styles';

/**
 * The palette to write into CSS strings (gradients): the theme's CSS variables under a
 * CssVarsProvider, so the value follows light and dark without a render; the plain values under a
 * ThemeProvider.
 */
export function paletteVars(theme: Theme): Theme['palette'] {
  return (theme as Theme & { vars?: { palette: Theme['palette'] } }).vars?.palette ?? theme.palette;
}
