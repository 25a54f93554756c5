/**
 * Where the names that pages may write come from: the type declarations of these installed packages
 * (paths under node_modules). Every `.d.ts` below each folder is scanned, except nested node_modules.
 */
export const DECLARATION_FOLDERS: readonly string[] = [
  // MUI X at 7.14.0, and the packages they build on.
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-data-grid-generator',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-tree-view',
  '@mui/x-license',
  '@mui/x-internals',
  // Material UI 5 and its foundations (@mui/base is not installed at this version of the portal).
  '@mui/material',
  '@mui/system',
  '@mui/utils',
  '@mui/types',
  '@mui/styled-engine',
  '@mui/private-theming',
  // @mui/lab 5.0.0-alpha.177: Timeline, LoadingButton, Masonry, TabContext (the lab pages).
  '@mui/lab',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  // Testing Library, which the testing guide (docs/core/guides/testing) uses: queries, events, matchers.
  '@testing-library/react',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  // React, dates.
  '@types/react',
  '@types/react-dom',
  'dayjs',
];

/** TypeScript's own library files (`Promise`, `Intl`, `HTMLElement`): lib.es*.d.ts and lib.dom*.d.ts. */
export const TYPESCRIPT_LIB = { folder: 'typescript/lib', pattern: /^lib\.(es|dom|decorators).*\.d\.ts$/ };

/**
 * @mui/icons-material's declarations are large (one file per icon); its index lists every icon as
 * `export const Name: SvgIconComponent;`. A page may write the icon's name or the usual `NameIcon`.
 */
export const ICONS_INDEX = '@mui/icons-material/index.d.ts';

/** The Data Grid's filter operators (`getGridStringOperators()`...): their values are strings in JS only. */
export const OPERATORS = { folder: '@mui/x-data-grid/colDef', pattern: /^grid\w*Operators\.js$/ };
