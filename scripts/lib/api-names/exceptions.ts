/**
 * Names that pages may write in inline code although the installed packages do not declare them, each
 * with the reason. Keep this list short: a name that the pinned packages should have but lack is a
 * wrong fact on the page, not an exception. Add a name only after checking it where it is defined.
 */
export const API_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  // Commercial packages the portal does not install (MUI X 7.x).
  RichTreeViewPro: 'Pro tree view, @mui/x-tree-view-pro',
  itemsReordering: 'RichTreeViewPro prop (@mui/x-tree-view-pro)',
  onItemPositionChange: 'RichTreeViewPro prop (@mui/x-tree-view-pro)',
  isItemReorderable: 'RichTreeViewPro prop (@mui/x-tree-view-pro)',
  canMoveItemToNewPosition: 'RichTreeViewPro prop (@mui/x-tree-view-pro)',
  Heatmap: 'Pro charts, @mui/x-charts-pro (alpha in 7.x)',

  // The legacy @mui/styles package (JSS), deprecated in v5 and not installed: the styles and css-in-js pages.
  ServerStyleSheets: 'legacy @mui/styles: collects the JSS styles of a server render',
  StylesProvider: 'legacy @mui/styles: JSS configuration provider',
  createGenerateClassName: 'legacy @mui/styles: JSS class name generator factory',
  disableGeneration: 'legacy @mui/styles: StylesProvider prop',
  disableGlobal: 'legacy @mui/styles: createGenerateClassName option',
  getStyleElement: 'legacy @mui/styles: ServerStyleSheets method',
  jssPreset: 'legacy @mui/styles: the default JSS plugin preset',
  productionPrefix: 'legacy @mui/styles: createGenerateClassName option',

  // Other libraries the core pages mention.
  DocumentHeadTags: '@mui/material-nextjs (Pages Router integration)',
  AppCacheProvider: '@mui/material-nextjs (Pages Router integration, _app)',
  documentGetInitialProps: '@mui/material-nextjs (Pages Router integration, _document)',
  AppRouterCacheProvider: '@mui/material-nextjs (App Router integration)',
  optimizePackageImports: 'Next.js config option (next.config.js)',
  sideEffects: 'package.json field read by bundlers for tree-shaking',
  createEmotionServer: '@emotion/server/create-instance',
  extractCriticalToChunks: '@emotion/server, returned by createEmotionServer',
  constructStyleTagsFromChunks: '@emotion/server, returned by createEmotionServer',
  wrapRootElement: 'Gatsby browser and SSR API',
  compilerOptions: 'tsconfig.json key',
  strictNullChecks: 'TypeScript compiler option',
  noImplicitAny: 'TypeScript compiler option',
  MaterialUI: 'global variable of the @mui/material UMD bundle (umd/material-ui.*.js)',

  // Written as prefixes of generated names, which exist: `headerFilterOperatorContains`...
  aggregationFunctionLabel: 'prefix of the Premium localeText keys (aggregationFunctionLabelSum...)',
  headerFilterOperator: 'prefix of the Pro localeText keys (headerFilterOperatorContains...)',

  // Named as something that does not exist or that the reader writes.
  Banner: 'supported-components says Material UI has no Banner component',
  hasMore: "a flag in the reader's own server answer (infinite loading)",
  TemplateModeToggle:
    "the portal's own template mode switch (src/templates/shared), which the templates page tells readers to replace",
};
