import { translate } from '@docusaurus/Translate';
import type { IconTheme } from '@site/src/modules/materialIcons/names';

/** The gallery's words, in the page's language (i18n/zh/code.json). */
export const galleryMessages = {
  search: () =>
    translate({ id: 'materialIcons.search.label', message: 'Search icons', description: 'Icon gallery: filter field' }),
  theme: () =>
    translate({ id: 'materialIcons.theme.label', message: 'Theme', description: 'Icon gallery: theme choice' }),
  themeName: (theme: IconTheme) =>
    ({
      Filled: translate({ id: 'materialIcons.theme.filled', message: 'Filled', description: 'Icon theme' }),
      Outlined: translate({ id: 'materialIcons.theme.outlined', message: 'Outlined', description: 'Icon theme' }),
      Rounded: translate({ id: 'materialIcons.theme.rounded', message: 'Rounded', description: 'Icon theme' }),
      TwoTone: translate({ id: 'materialIcons.theme.twoTone', message: 'Two tone', description: 'Icon theme' }),
      Sharp: translate({ id: 'materialIcons.theme.sharp', message: 'Sharp', description: 'Icon theme' }),
    })[theme],
  grid: () => translate({ id: 'materialIcons.grid.label', message: 'Icons', description: 'Icon gallery: the grid' }),
  loading: () =>
    translate({ id: 'materialIcons.status.loading', message: 'Loading icons…', description: 'Icon gallery: loading' }),
  error: () =>
    translate({
      id: 'materialIcons.status.error',
      message: 'The icon list could not be loaded.',
      description: 'Icon gallery: the index did not load',
    }),
  count: (count: number) =>
    count === 1
      ? translate({ id: 'materialIcons.status.one', message: '1 icon', description: 'Icon gallery: one result' })
      : translate(
          { id: 'materialIcons.status.count', message: '{count} icons', description: 'Icon gallery: result count' },
          { count: count.toLocaleString('en-US') },
        ),
  empty: (query: string) =>
    translate(
      {
        id: 'materialIcons.status.empty',
        message: 'No icons match “{query}”',
        description: 'Icon gallery: no icon matches the query',
      },
      { query },
    ),
  importLine: () =>
    translate({
      id: 'materialIcons.dialog.import',
      message: 'Import',
      description: 'Icon gallery dialog: heading above the import line',
    }),
  close: () => translate({ id: 'materialIcons.dialog.close', message: 'Close', description: 'Icon gallery dialog' }),
};
