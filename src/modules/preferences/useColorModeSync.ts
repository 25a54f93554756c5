import { useEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { useDisplayPreferences } from './DisplayPreferencesContext';

/**
 * Makes Docusaurus's colour mode (its `data-theme` attribute, which the CSS variables of both
 * Docusaurus and MUI are keyed to) follow the reader's mode. Runs inside Docusaurus's layout,
 * only once the stored preferences are known, so the first paint's mode is never overridden by
 * the defaults. Docusaurus writes the same value under the same key as the preferences module.
 */
export function useColorModeSync(): void {
  const { preferences, loaded } = useDisplayPreferences();
  const { colorModeChoice, setColorMode } = useColorMode();
  const wanted = preferences.mode === 'system' ? null : preferences.mode;
  useEffect(() => {
    if (loaded && wanted !== colorModeChoice) setColorMode(wanted);
  }, [loaded, wanted, colorModeChoice, setColorMode]);
}
