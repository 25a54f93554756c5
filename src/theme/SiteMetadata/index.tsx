import React from 'react';
import Head from '@docusaurus/Head';
import SiteMetadata from '@theme-original/SiteMetadata';
import { useShownTitle } from '@site/src/modules/pageTitle/useShownTitle';

/**
 * The site-wide head elements, and the title the tab shows now (src/modules/pageTitle): mounted
 * after Docusaurus's default `<title>` (the bare site title) and before any page, it stands in
 * whenever a frame is painted while the page's own title is not mounted (hydration, a page swap),
 * so the tab never reads the bare site title on a page that has its own. The `<Head>` is always
 * mounted, its title only varies: the head manager orders its elements by when they mounted.
 */
export default function SiteMetadataWrapper(): React.JSX.Element {
  const shownTitle = useShownTitle();
  // First, right after the defaults: a few fibers apart, so a frame between the two is unlikely.
  return (
    <>
      <Head>{shownTitle ? <title>{shownTitle}</title> : null}</Head>
      <SiteMetadata />
    </>
  );
}
