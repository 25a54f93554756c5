import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useGlobalData from '@docusaurus/useGlobalData';
import { materialIconsDataFrom } from '@site/src/modules/materialIcons/pluginData';

/**
 * The Material Icons font stylesheet (self-hosted from @fontsource/material-icons by
 * plugins/material-icons), linked once by the page that renders this component: other pages never
 * load the font. The `<link>` is rendered in place (a stylesheet link may sit in the body) and is
 * part of the server render, so hydration keeps the very element the browser already loaded; a link
 * put in the head through Docusaurus's `Head` was replaced once the page came alive, and the
 * stylesheet and the font were fetched twice.
 */
export default function IconFontStylesheet(): React.JSX.Element | null {
  const data = materialIconsDataFrom(useGlobalData());
  const href = useBaseUrl(data?.fontStylesheet ?? '/');
  if (!data) return null;
  return <link rel="stylesheet" href={href} data-icon-font="" />;
}
