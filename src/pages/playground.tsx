import React from 'react';
import Layout from '@theme/Layout';
import Translate, { translate } from '@docusaurus/Translate';
import Playground from '@site/src/components/Playground';
import { CORE_PAGE_BODY_ATTRIBUTES } from '@site/src/modules/search/areas';

/** /playground: edit a Material UI snippet and see it render live. */
export default function PlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({ id: 'playground.title', message: 'Playground', description: 'Title of the playground page' })}
      description={translate({
        id: 'playground.description',
        message: 'Edit a TSX or JSX snippet that uses Material UI components and see it render live.',
        description: 'Meta description of the playground page',
      })}
    >
      <main className="container container--fluid margin-vert--lg" {...CORE_PAGE_BODY_ATTRIBUTES}>
        <h1>
          <Translate id="playground.title">Playground</Translate>
        </h1>
        <p>
          <Translate id="playground.lead" description="Playground: what the page is for">
            Write a component in TypeScript or JavaScript with JSX, import what it needs from react, @mui/material or
            @mui/icons-material, and export it as default: the preview renders it as you type, with the current theme.
            Errors appear under the editor. Your draft stays in this browser until you reset it.
          </Translate>
        </p>
        <Playground />
      </main>
    </Layout>
  );
}
