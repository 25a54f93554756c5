import React, { useDeferredValue, useEffect } from 'react';
import Head from '@docusaurus/Head';
import { THEME_COLOR } from '@site/src/data/constants';
import { useDisplayPreferences } from '@site/src/modules/preferences/DisplayPreferencesContext';
import { useColorModeOwner } from '@site/src/modules/colorMode/ColorModeContext';
import { loadIconFont } from '@site/src/modules/iconFont/loadIconFont';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';

/**
 * What the display preferences and the colour mode change outside React's tree: the text direction on <html>, the
 * `mode-light`/`mode-dark` body class and the browser's `theme-color`. They go through Docusaurus's
 * head manager, which would otherwise reset them on the next navigation. Also loads the icon font
 * stylesheet, once per visit.
 *
 * The body class and the theme colour follow a change of mode in a later render (`useDeferredValue`):
 * no colour of the page depends on them (the page's colours follow `data-theme`, set at the change),
 * and the head manager's work would otherwise run in the click that changes the mode, before the frame
 * that shows it.
 */
export default function DocumentPreferences(): React.JSX.Element {
  const { preferences } = useDisplayPreferences();
  const { mode: paletteMode, loaded } = useColorModeOwner();
  // Null until the stored choice is applied, so the body class never shows the default on the way.
  const shownMode = useDeferredValue(loaded ? paletteMode : null);
  const { iconFontStylesheet } = useServiceUrls();

  useEffect(() => {
    loadIconFont(iconFontStylesheet);
  }, [iconFontStylesheet]);

  return (
    <Head>
      {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds dir to the <html> Docusaurus renders with its lang */}
      <html dir={preferences.direction} />
      {shownMode && <body className={`mode-${shownMode}`} />}
      <meta name="theme-color" content={THEME_COLOR[shownMode ?? paletteMode]} />
    </Head>
  );
}
