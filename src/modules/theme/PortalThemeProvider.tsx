import React, { useEffect, useMemo, useRef, useState } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Experimental_CssVarsProvider as CssVarsProvider, useColorScheme } from '@mui/material/styles';
import { useDisplayPreferences } from '@site/src/modules/preferences/DisplayPreferencesContext';
import type { DisplayPreferences, ModeChoice } from '@site/src/modules/preferences/displayPreferences';
import { createPortalTheme, type PortalTheme } from './createPortalTheme';
import { loadRtlCache, ltrCache } from './emotionCache';

/**
 * Builds the theme, keeping the last valid one when the preferences cannot make a theme (the
 * error is reported on the console; the page keeps working with the previous colours).
 */
export function useThemeFromPreferences(preferences: DisplayPreferences): PortalTheme {
  const lastGood = useRef<PortalTheme | null>(null);
  return useMemo(() => {
    try {
      lastGood.current = createPortalTheme(preferences);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      lastGood.current ??= createPortalTheme({ ...preferences, colors: {} });
    }
    return lastGood.current;
  }, [preferences]);
}

/** The Emotion cache for the current direction; the RTL one is fetched only when RTL is chosen. */
function useDirectionCache(direction: DisplayPreferences['direction']): EmotionCache {
  const [cache, setCache] = useState<EmotionCache>(ltrCache);
  useEffect(() => {
    let active = true;
    if (direction === 'rtl') {
      void loadRtlCache().then((rtl) => active && setCache(() => rtl));
    } else {
      setCache(() => ltrCache());
    }
    return () => {
      active = false;
    };
  }, [direction]);
  return cache;
}

/** Tells MUI's colour-scheme state the chosen mode once the stored preferences are known. */
function MuiModeSync({ mode, loaded }: { mode: ModeChoice; loaded: boolean }): null {
  const { setMode } = useColorScheme();
  useEffect(() => {
    if (loaded) setMode(mode);
  }, [mode, loaded, setMode]);
  return null;
}

/**
 * The one MUI theme of the page. Its colour schemes are CSS variables under Docusaurus's
 * `data-theme` attribute, which Docusaurus alone writes (MUI's own attribute writing is off).
 */
export function PortalThemeProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { preferences, loaded } = useDisplayPreferences();
  const theme = useThemeFromPreferences(preferences);
  const cache = useDirectionCache(preferences.direction);
  return (
    <CacheProvider value={cache}>
      <CssVarsProvider
        theme={theme}
        attribute="data-theme"
        colorSchemeNode={null}
        defaultMode="system"
        modeStorageKey="portal.mui-mode"
        colorSchemeStorageKey="portal.mui-color-scheme"
        disableTransitionOnChange
      >
        <MuiModeSync mode={preferences.mode} loaded={loaded} />
        {children}
      </CssVarsProvider>
    </CacheProvider>
  );
}
