import React, { useEffect } from 'react';
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
 */
export default function DocumentPreferences(): React.JSX.Element {
  const { preferences } = useDisplayPreferences();
  const { mode: paletteMode, loaded } = useColorModeOwner();
  const { iconFontStylesheet } = useServiceUrls();

  useEffect(() => {
    loadIconFont(iconFontStylesheet);
  }, [iconFontStylesheet]);

  return (
    <Head>
      {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds dir to the <html> Docusaurus renders with its lang */}
      <html dir={preferences.direction} />
      {loaded && <body className={`mode-${paletteMode}`} />}
      <meta name="theme-color" content={THEME_COLOR[paletteMode]} />
    </Head>
  );
}
