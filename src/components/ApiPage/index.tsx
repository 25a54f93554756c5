import React, { useMemo } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import DocRootLayout from '@theme/DocRoot/Layout';
import Link from '@docusaurus/Link';
import { LICENSING_PATH } from '@site/src/data/licensing';
import Translate, { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider, ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import NavTags from '@site/src/components/NavTags';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { plainText } from '@site/src/modules/apiDocs/richText';
import type { ApiPageData, ApiPlan, ApiRouteData } from '@site/src/types/apiDocs';
import { CORE_VERSION_LABEL, VERSION_LABEL } from '@site/src/data/constants';
import { API_AREAS, API_PRODUCT_RULES } from '@site/src/data/apiPackages';
import RichText from './RichText';
import { sectionsOf } from './sections';
import { label, productName } from './strings';
import styles from './styles.module.css';
import { searchBodyAttributes } from '../../modules/search/areas';

/** The sidebar a page sits in: its area's (the /x/ docs sidebar, or the core one for Material UI), which lists it. */
function sidebarName(page: ApiPageData): string {
  return API_AREAS[API_PRODUCT_RULES[page.product].area].sidebarId;
}

function pageTitle(page: ApiPageData, sidebarLabel: string | undefined): string {
  switch (page.kind) {
    case 'index':
      return translate(
        {
          id: 'apiPage.index.title',
          message: '{product} API reference',
          description: 'Title of a product API index page',
        },
        { product: productName(page.product) },
      );
    case 'events':
      return translate(
        { id: 'apiPage.events.title', message: '{product} events', description: 'Title of the events list page' },
        { product: productName(page.product) },
      );
    default:
      return sidebarLabel ?? page.name;
  }
}

/** The lead paragraph of a Material UI page without a description of its own. */
function materialLead(page: ApiPageData): string {
  const values = { name: page.name, version: CORE_VERSION_LABEL };
  return page.kind === 'index'
    ? translate(
        {
          id: 'apiPage.lead.materialIndex',
          message:
            'Every React component of Material UI ({version}), generated from the type declarations of @mui/material.',
          description: 'Lead paragraph of the Material UI API index page',
        },
        values,
      )
    : translate(
        {
          id: 'apiPage.lead.materialComponent',
          message:
            'API reference of the {name} React component of Material UI ({version}): imports, props, CSS classes and where it is used.',
          description: 'Lead paragraph of a Material UI component API page',
        },
        values,
      );
}

/** The lead paragraph: the JSDoc description, or what the page documents. */
function lead(page: ApiPageData): string {
  if (page.product === 'material') return materialLead(page);
  const values = { name: page.name, product: productName(page.product), version: VERSION_LABEL };
  switch (page.kind) {
    case 'component':
      if (page.icon) {
        return translate(
          {
            id: 'apiPage.lead.icon',
            message:
              'The {name} icon of the MUI X {product} ({version}): a Material UI SvgIcon, so it takes the props of SvgIcon (fontSize, color, sx…).',
            description: 'Lead paragraph of an icon component API page',
          },
          values,
        );
      }
      return translate(
        {
          id: 'apiPage.lead.component',
          message:
            'API reference of the {name} React component of the MUI X {product} ({version}): imports, props and where it is used.',
          description: 'Lead paragraph of a component API page',
        },
        values,
      );
    case 'interface':
      return translate(
        {
          id: 'apiPage.lead.interface',
          message: 'API reference of the {name} type of the MUI X {product} ({version}): imports and properties.',
          description: 'Lead paragraph of an interface API page',
        },
        values,
      );
    case 'events':
      return translate(
        {
          id: 'apiPage.lead.events',
          message:
            'The events the {product} emits, with the parameters and DOM event their listeners receive. Listen with apiRef.current.subscribeEvent(), the useGridApiEventHandler() hook, or the matching on… prop.',
          description: 'Lead paragraph of the events list page',
        },
        values,
      );
    case 'index':
      return translate(
        {
          id: 'apiPage.lead.index',
          message:
            'Every component and main interface of the MUI X {product} packages ({version}), generated from their type declarations.',
          description: 'Lead paragraph of a product API index page',
        },
        values,
      );
  }
}

function PlanNote({ plan }: { plan: ApiPlan }): React.JSX.Element | null {
  if (plan === 'community') return null;
  const licensing = (
    <Link to={LICENSING_PATH}>
      {translate({
        id: 'apiPage.plan.licensing',
        message: 'licensing',
        description: 'Link text to the licensing page from an API page',
      })}
    </Link>
  );
  return (
    <p className={styles.planNote}>
      <NavTags tags={{ plan }} />
      {plan === 'pro' ? (
        <Translate
          id="apiPage.plan.pro"
          description="API page: the component needs the Pro plan"
          values={{ licensing }}
        >
          {'Part of the Pro plan (and Premium): see {licensing}.'}
        </Translate>
      ) : (
        <Translate
          id="apiPage.plan.premium"
          description="API page: the component needs the Premium plan"
          values={{ licensing }}
        >
          {'Part of the Premium plan: see {licensing}.'}
        </Translate>
      )}
    </p>
  );
}

function ApiArticle({ page, title }: { page: ApiPageData; title: string }): React.JSX.Element {
  const sections = useMemo(() => sectionsOf(page), [page]);
  const toc = useMemo(
    () => sections.map((section) => ({ value: section.title, id: section.id, level: 2 })),
    [sections],
  );
  const windowSize = useWindowSize();
  const showDesktopToc = toc.length > 0 && (windowSize === 'desktop' || windowSize === 'ssr');
  const permalink = useBaseUrl(page.path);
  return (
    <div className="row">
      <div className={clsx('col', styles.articleColumn)}>
        <article className={styles.article}>
          {toc.length > 0 && (
            <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={2} className={styles.tocMobile} />
          )}
          <PageMarkdownActions permalink={permalink} />
          <div className="markdown" {...searchBodyAttributes(page.path, '/')}>
            <header>
              <Heading as="h1">{title}</Heading>
            </header>
            <PlanNote plan={page.plan} />
            {page.deprecated && (
              <div className={clsx('alert alert--warning', styles.deprecatedPage)} role="note">
                <strong>{label.deprecated()}</strong>
                <RichText text={page.deprecated} />
              </div>
            )}
            {page.description.length > 0 ? <RichText text={page.description} /> : <p>{lead(page)}</p>}
            {sections.map((section) => (
              <section key={section.id} className={styles.section}>
                <Heading as="h2" id={section.id}>
                  {section.title}
                </Heading>
                {section.content}
              </section>
            ))}
          </div>
        </article>
      </div>
      {showDesktopToc && (
        <div className="col col--3">
          <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} />
        </div>
      )}
    </div>
  );
}

/**
 * An API reference page (component, interface, events list or product index), generated at build
 * time by the api-docs plugin and shown inside its area's docs sidebar.
 */
export default function ApiPage({
  apiRoute,
  sidebar,
}: {
  apiRoute: ApiRouteData;
  sidebar: PropSidebar;
}): React.JSX.Element {
  const { page } = apiRoute;
  const title = pageTitle(page, apiRoute.label);
  const description = page.description.length > 0 ? plainText(page.description) : lead(page);
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage, 'api-page')}
    >
      <Layout title={title} description={description}>
        <DocsSidebarProvider name={sidebarName(page)} items={sidebar}>
          <DocRootLayout>
            <ApiArticle page={page} title={title} />
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
