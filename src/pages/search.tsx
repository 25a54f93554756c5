import React from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import SearchPage from '@site/src/components/SearchPage';

/** /search: the full search (query in the URL, area menu, more results). */
export default function Search(): React.JSX.Element {
  return (
    <Layout
      title={translate({ id: 'search.page.title', message: 'Search the documentation' })}
      description={translate({
        id: 'search.page.description',
        message: 'Search the MUI X and Material UI documentation.',
        description: 'Meta description of the search page',
      })}
    >
      <SearchPage />
    </Layout>
  );
}
