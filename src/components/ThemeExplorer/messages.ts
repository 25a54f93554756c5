import { translate } from '@docusaurus/Translate';

/** The theme explorer's words, in the page's language (i18n/zh/code.json). */
export const explorerMessages = {
  region: () =>
    translate({ id: 'themeExplorer.region', message: 'Theme explorer', description: 'Theme explorer: its region' }),
  search: () =>
    translate({
      id: 'themeExplorer.search.label',
      message: 'Search keys and values',
      description: 'Theme explorer: filter field',
    }),
  tree: () => translate({ id: 'themeExplorer.tree.label', message: 'Theme', description: 'Theme explorer: the tree' }),
  loading: () =>
    translate({
      id: 'themeExplorer.loading',
      message: 'Reading the theme of this page…',
      description: 'Theme explorer: shown until the page is interactive',
    }),
  browsing: (count: number) =>
    translate(
      {
        id: 'themeExplorer.status.browsing',
        message: '{count} top-level keys',
        description: 'Theme explorer: the number of keys of the theme object',
      },
      { count },
    ),
  matches: (total: number) =>
    total === 1
      ? translate({ id: 'themeExplorer.status.one', message: '1 match', description: 'Theme explorer: one match' })
      : translate(
          { id: 'themeExplorer.status.count', message: '{total} matches', description: 'Theme explorer: match count' },
          { total: total.toLocaleString('en-US') },
        ),
  firstMatches: (shown: number, total: number) =>
    translate(
      {
        id: 'themeExplorer.status.first',
        message: 'First {shown} of {total} matches',
        description: 'Theme explorer: only the first matches are shown',
      },
      { shown, total: total.toLocaleString('en-US') },
    ),
  empty: (query: string) =>
    translate(
      {
        id: 'themeExplorer.status.empty',
        message: 'No key or value matches “{query}”',
        description: 'Theme explorer: nothing matches the query',
      },
      { query },
    ),
  selected: () =>
    translate({
      id: 'themeExplorer.selected.label',
      message: 'Selected entry',
      description: 'Theme explorer: the box that shows the selected path',
    }),
  nothingSelected: () =>
    translate({
      id: 'themeExplorer.selected.none',
      message: 'Select an entry to see its path and copy it.',
      description: 'Theme explorer: no entry is selected',
    }),
};
