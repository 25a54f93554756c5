import React, { memo, useMemo } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { localizeDocMetadata, type ClientSidebarItem } from '@site/src/modules/navigation/sidebarItems';
import { planOfPage } from '@site/src/modules/navigation/planOfPage';
import { PagePlanContext } from '@site/src/modules/navigation/PagePlanContext';
import { AdProvider } from '@site/src/modules/ads/AdContext';
import { DOC_TOP_PLACEMENT } from '@site/src/modules/ads/labels';
import { sameDocItem } from '@site/src/modules/react/renderSkips';

type Props = WrapperProps<typeof DocItemType>;
type Content = Props['content'];

/** The same MDX content with other metadata: a thin component that renders the original. */
function withMetadata(content: Content, metadata: Content['metadata']): Content {
  const Relabelled = ((props: object) => React.createElement(content, props)) as unknown as Content;
  Object.assign(Relabelled, content, { metadata });
  return Relabelled;
}

/**
 * The ad slot of the page (in its MDX body, after the lead) sits in the `doc-top` placement.
 * In a translated locale, a page's title (h1, <title>, previous/next links) is the translated
 * sidebar label of its navigation entry, so titles are translated even where the body is not yet.
 * The page's plan (from its navigation entry) reaches the title, which shows the plan mark.
 */
function DocItemWrapper(props: Props): React.JSX.Element {
  const { i18n } = useDocusaurusContext();
  // The sidebar as the client gets it (labels translated, navigation tags in custom props).
  const sidebarItems = useDocsSidebar()?.items as unknown as ClientSidebarItem[] | undefined;
  const translated = i18n.currentLocale !== i18n.defaultLocale;
  const { content } = props;
  const localized = useMemo(() => {
    if (!translated || !sidebarItems) return content;
    const metadata = localizeDocMetadata(content.metadata, sidebarItems);
    return metadata === content.metadata ? content : withMetadata(content, metadata);
  }, [content, sidebarItems, translated]);
  const plan = useMemo(
    () => (sidebarItems ? planOfPage(sidebarItems, content.metadata.permalink) : null),
    [content.metadata.permalink, sidebarItems],
  );
  return (
    <PagePlanContext.Provider value={plan}>
      <AdProvider placement={DOC_TOP_PLACEMENT}>
        <DocItem {...props} content={localized} />
      </AdProvider>
    </PagePlanContext.Provider>
  );
}

/**
 * When a sidebar link is clicked, Docusaurus re-renders the page being left with new router props
 * while the next page's code loads; the original DocItem only reads its content, so comparing the
 * content and route keeps the old page's whole MDX body from re-rendering for nothing. Context
 * consumers inside (links, the doc context) still update as usual.
 */
export default memo(DocItemWrapper, sameDocItem);
