import React, { createContext, memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { MUI_COLOR_MODE_PROPS, MuiFollower } from '@site/src/modules/colorMode/MuiFollower';
import { useDisplayPreferences } from '@site/src/modules/preferences/DisplayPreferencesContext';
import type { DisplayPreferences } from '@site/src/modules/preferences/displayPreferences';
import { createPortalTheme, type PortalTheme } from './createPortalTheme';
import { loadRtlCache, ltrCache } from './emotionCache';
import { createThemeCache } from './themeCache';

type ThemeInputs = Pick<DisplayPreferences, 'colors' | 'direction' | 'dense' | 'spacing'>;

/** What the theme is built from: not the mode, which both colour schemes of one theme serve. */
function themeKey({ colors, direction, dense, spacing }: ThemeInputs): string {
  return JSON.stringify([colors, direction, dense, spacing]);
}

/**
 * Themes built before (for the last THEMES_KEPT sets of inputs), shared by every render: the server
 * renders each of its pages with the same default preferences (building the theme was about 10 % of a
 * page's render there), and a reader who returns to earlier preferences gets the same theme object,
 * which MUI does not restyle.
 */
const THEMES_KEPT = 4;
const themes = createThemeCache<ThemeInputs, PortalTheme>(createPortalTheme, themeKey, THEMES_KEPT);

/**
 * Builds the theme, keeping the last valid one when the preferences cannot make a theme (the
 * error is reported on the console; the page keeps working with the previous colours).
 *
 * The theme holds both colour schemes, so the mode is not one of its inputs: it is rebuilt only when
 * the colours (compared by value), spacing, direction or density change. A new theme object makes
 * every MUI component of the page render again, which a mode switch must not cost.
 */
export function useThemeFromPreferences(preferences: DisplayPreferences): PortalTheme {
  const lastGood = useRef<PortalTheme | null>(null);
  const key = themeKey(preferences);
  const latest = useRef(preferences);
  latest.current = preferences;
  return useMemo(() => {
    const inputs = latest.current;
    try {
      lastGood.current = themes.get(inputs);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      lastGood.current ??= themes.get({ ...inputs, colors: {} });
    }
    return lastGood.current;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what triggers a rebuild (not the mode); `latest` gives the inputs
  }, [key]);
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

/** The page below the theme, handed past ThemeShell so that a new page does not render ThemeShell again. */
const PageContext = createContext<React.ReactNode>(null);

function Page(): React.ReactNode {
  return useContext(PageContext);
}

/**
 * MUI's CssVarsProvider (v5) rebuilds its theme object and its three global stylesheets on every
 * render, and a new theme object renders every MUI component of the page again. So it only renders
 * when the theme or the Emotion cache change: it is memoized, and its children are fixed elements
 * (the page comes through PageContext; the mode through MuiFollower, a reader of the colour mode's
 * owner, `src/modules/colorMode`). A mode
 * switch or a client navigation then costs what it changes, not a render of the whole page.
 */
const ThemeShell = memo(function ThemeShell({
  theme,
  cache,
}: {
  theme: PortalTheme;
  cache: EmotionCache;
}): React.JSX.Element {
  return (
    <CacheProvider value={cache}>
      <CssVarsProvider
        theme={theme}
        attribute="data-theme"
        colorSchemeNode={null}
        {...MUI_COLOR_MODE_PROPS}
        disableTransitionOnChange
      >
        <MuiFollower />
        <Page />
      </CssVarsProvider>
    </CacheProvider>
  );
});

/**
 * The one MUI theme of the page. Its colour schemes are CSS variables under Docusaurus's
 * `data-theme` attribute, which Docusaurus alone writes (MUI's own attribute writing is off).
 */
export function PortalThemeProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { preferences } = useDisplayPreferences();
  const theme = useThemeFromPreferences(preferences);
  const cache = useDirectionCache(preferences.direction);
  return (
    <PageContext.Provider value={children}>
      <ThemeShell theme={theme} cache={cache} />
    </PageContext.Provider>
  );
}
