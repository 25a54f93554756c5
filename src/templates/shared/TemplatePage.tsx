import React from 'react';
import Box from '@mui/material/Box';
import LayoutProvider from '@theme/Layout/Provider';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import { DocusaurusFollower } from '@site/src/modules/colorMode/useDocusaurusFollower';
import { templateOf, type TemplateSlug } from '@site/src/data/templates';
import TemplateBar from './TemplateBar';
import TemplateSkipLink, { TEMPLATE_CONTENT_ID } from './TemplateSkipLink';

/** "Marketing page template": the page's title (before the site's suffix). */
export function templatePageTitle(title: string): string {
  return translate({ id: 'templates.page.title', message: '{title} template' }, { title });
}

interface Props {
  slug: TemplateSlug;
  /** The template: a whole page with its own `<main>` and `<h1>`. */
  children: React.ReactNode;
}

/**
 * One template at its route, without the docs chrome (no navbar, sidebar, footer or ad): the
 * page's title and description, a skip link over the bar to the template, a slim bar (all templates,
 * source), then the template, which fills the rest of the window (notes/templates.md).
 *
 * Docusaurus's layout providers are kept (not its layout): they hold Docusaurus's colour mode, which
 * follows the portal's owner here exactly as on docs pages.
 */
export default function TemplatePage({ slug, children }: Props): React.JSX.Element {
  const template = templateOf(slug);
  return (
    <LayoutProvider>
      <PageMetadata title={templatePageTitle(template.title)} description={template.description} />
      <DocusaurusFollower />
      <TemplateSkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <TemplateBar template={template} />
        <Box
          id={TEMPLATE_CONTENT_ID}
          tabIndex={-1}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 0 auto', '&:focus': { outline: 'none' } }}
        >
          {children}
        </Box>
      </Box>
    </LayoutProvider>
  );
}
