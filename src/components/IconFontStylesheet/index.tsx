import React from 'react';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';
import { ICON_FONT_MARKER } from '@site/src/modules/iconFont/loadIconFont';

/**
 * The icon font stylesheet (spec section 7; self-hosted in `static/fonts/material-icons/` by default,
 * `PORTAL_ICON_FONT_URL`), linked in the server HTML of a page that draws `Icon` glyphs, so they show
 * from the first paint. It carries the marker `loadIconFont` looks for, so the shell's once-per-visit
 * loader (src/components/DocumentPreferences) adds no second link on this page. The `<link>` is rendered
 * in place (a stylesheet link may sit in the body): a link put in the head through Docusaurus's `Head`
 * was replaced once the page came alive, and the stylesheet and the font were fetched twice.
 */
export default function IconFontStylesheet(): React.JSX.Element | null {
  const { iconFontStylesheet } = useServiceUrls();
  if (!iconFontStylesheet) return null;
  return <link rel="stylesheet" href={iconFontStylesheet} {...{ [ICON_FONT_MARKER]: '' }} />;
}
