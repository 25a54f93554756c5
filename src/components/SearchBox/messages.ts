import { translate } from '@docusaurus/Translate';

/** The search box's words, in the page's language (i18n/zh/code.json). */
export const searchMessages = {
  input: () =>
    translate({
      id: 'search.input.label',
      message: 'Search the documentation',
      description: 'Search box in the navbar: accessible name of the input',
    }),
  placeholder: () =>
    translate({
      id: 'search.input.placeholder',
      message: 'Search',
      description: 'Search box: placeholder of the input',
    }),
  results: () =>
    translate({
      id: 'search.results.label',
      message: 'Search results',
      description: 'Search: name of the result list',
    }),
  loading: () =>
    translate({
      id: 'search.status.loading',
      message: 'Searching…',
      description: 'Search: while the answer is loading',
    }),
  error: () =>
    translate({
      id: 'search.status.error',
      message: 'Search is not available right now.',
      description: 'Search: the engine or its index could not be loaded',
    }),
  noResults: (query: string) =>
    translate(
      { id: 'search.status.empty', message: 'No results for "{query}"', description: 'Search: no page matches' },
      { query },
    ),
  count: (count: number) =>
    translate(
      { id: 'search.status.count', message: '{count} results', description: 'Search: how many pages match' },
      { count },
    ),
  allResults: () =>
    translate({
      id: 'search.allResults',
      message: 'See all results',
      description: 'Search box on /x/ pages: link to the search page with every area',
    }),
};
