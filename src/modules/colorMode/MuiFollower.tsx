import { startTransition, useEffect } from 'react';
import { useColorScheme } from '@mui/material/styles';
import { DEFAULT_MODE_CHOICE } from './colorModeChoice';
import { MUI_COPY_KEYS } from './colorModeStorage';
import { useColorModeOwner } from './ColorModeContext';

/**
 * The colour-mode props of MUI's CssVarsProvider. MUI stores a copy under its own keys, which the
 * owner writes before MUI's first read (so its first mode is the owner's); it never reacts to
 * storage events (`storageWindow: null`): it changes only when the owner tells it.
 */
export const MUI_COLOR_MODE_PROPS = {
  defaultMode: DEFAULT_MODE_CHOICE,
  modeStorageKey: MUI_COPY_KEYS.mode,
  colorSchemeStorageKey: MUI_COPY_KEYS.colorScheme,
  storageWindow: null,
} as const;

/**
 * Tells MUI's colour-scheme state the owner's choice, once the stored choice is applied. Render it
 * inside the CssVarsProvider. The page already shows the new mode by then: the colours are CSS
 * variables under `data-theme`, which the owner sets at the change (`showMode`). MUI's state only swaps
 * `theme.palette` (the JavaScript values), which renders every MUI component again, so it runs as a
 * transition: React renders it in slices between frames instead of holding the frame that shows
 * the new colours.
 */
export function MuiFollower(): null {
  const { choice, loaded } = useColorModeOwner();
  const { setMode } = useColorScheme();
  useEffect(() => {
    if (loaded) startTransition(() => setMode(choice));
  }, [choice, loaded, setMode]);
  return null;
}
