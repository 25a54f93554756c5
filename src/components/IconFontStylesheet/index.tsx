import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useGlobalData from '@docusaurus/useGlobalData';
import { materialIconsDataFrom } from '@site/src/modules/materialIcons/pluginData';

/**
 * The Material Icons font stylesheet (self-hosted from @fontsource/material-icons by
 * plugins/material-icons), in the head of the page that renders this component, once: a page that
 * shows `Icon` demos renders it a single time, and other pages never load the font.
 */
export default function IconFontStylesheet(): React.JSX.Element | null {
  const data = materialIconsDataFrom(useGlobalData());
  const href = useBaseUrl(data?.fontStylesheet ?? '/');
  if (!data) return null;
  return (
    <Head>
      <link rel="stylesheet" href={href} data-icon-font="" />
    </Head>
  );
}
