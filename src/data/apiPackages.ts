/**
 * The products with API pages: the four MUI X products (`/x/api/data-grid/...`) and Material UI
 * (`/api/...`).
 */
export const API_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'material'] as const;
export type ApiProduct = (typeof API_PRODUCTS)[number];

/** The plan of a package (community packages are free, Pro and Premium are commercial). */
export type ApiPlan = 'community' | 'pro' | 'premium';

export interface ApiPackage {
  /** The npm name, pinned in package.json. */
  readonly name: string;
  readonly product: ApiProduct;
  readonly plan: ApiPlan;
}

/**
 * The nine packages whose type declarations the API reference pages are generated from, in plan
 * order within each product (community first).
 */
export const API_PACKAGES: readonly ApiPackage[] = [
  { name: '@mui/x-data-grid', product: 'data-grid', plan: 'community' },
  { name: '@mui/x-data-grid-pro', product: 'data-grid', plan: 'pro' },
  { name: '@mui/x-data-grid-premium', product: 'data-grid', plan: 'premium' },
  { name: '@mui/x-date-pickers', product: 'date-pickers', plan: 'community' },
  { name: '@mui/x-date-pickers-pro', product: 'date-pickers', plan: 'pro' },
  { name: '@mui/x-charts', product: 'charts', plan: 'community' },
  { name: '@mui/x-tree-view', product: 'tree-view', plan: 'community' },
  { name: '@mui/material', product: 'material', plan: 'community' },
  { name: '@mui/lab', product: 'material', plan: 'community' },
];

/** The docs areas API pages live in: their docs plugin and sidebar (docusaurus.config.ts, sidebars/). */
export const API_AREAS = {
  x: { pluginId: 'x', sidebarId: 'x' },
  core: { pluginId: 'default', sidebarId: 'core' },
} as const;
export type ApiArea = keyof typeof API_AREAS;

/** How the pages of one product are found and where they live. */
export interface ApiProductRules {
  /** The path of its index page, under which its pages live (`/x/api/data-grid`, `/api`). */
  readonly route: string;
  /** The docs area whose sidebar shows the pages and whose docs are searched for demos. */
  readonly area: ApiArea;
  /**
   * The packages whose declared members (props, slots, classes) are listed on the pages; members
   * declared anywhere else (React, the DOM, other libraries) count as inheritance. A trailing `*`
   * makes a prefix (`@mui/x-*`).
   */
  readonly declaring: readonly string[];
  /**
   * Whether a component must be the default export of its own subpath entry point
   * (`@mui/material/Button`): Material UI also exports the styled parts of its components
   * (`SliderRoot`, `BadgeMark`) and theme providers from its root, which are not components of their own.
   */
  readonly ownEntryPoint: boolean;
  /**
   * Whether a component without a `classes` prop takes its CSS classes from the exported
   * `{name}Classes` object (Material UI's Box and Grid2).
   */
  readonly classesObject: boolean;
  /** Exported components without a page (theme and styling helpers). */
  readonly skipped: readonly string[];
  /**
   * Packages that keep modules for components that moved: their exports count only where the package
   * declares them itself and does not tag them `@ignore`. `@mui/lab` forwards the components that
   * graduated to `@mui/material` (`Alert`, `Rating`...), which keep their Material UI page and
   * imports, and has stubs that render nothing for those that moved to MUI X (`DatePicker`, `TreeView`).
   */
  readonly forwardingPackages: readonly string[];
  /** The docs page every API page of the product links to when no other page uses the name. */
  readonly overview: string;
}

const X_DECLARING = ['@mui/x-*'];

export const API_PRODUCT_RULES: Readonly<Record<ApiProduct, ApiProductRules>> = {
  'data-grid': {
    route: '/x/api/data-grid',
    area: 'x',
    declaring: X_DECLARING,
    ownEntryPoint: false,
    classesObject: false,
    skipped: [],
    forwardingPackages: [],
    overview: '/x/react-data-grid',
  },
  'date-pickers': {
    route: '/x/api/date-pickers',
    area: 'x',
    declaring: X_DECLARING,
    ownEntryPoint: false,
    classesObject: false,
    skipped: [],
    forwardingPackages: [],
    overview: '/x/react-date-pickers',
  },
  charts: {
    route: '/x/api/charts',
    area: 'x',
    declaring: X_DECLARING,
    ownEntryPoint: false,
    classesObject: false,
    skipped: [],
    forwardingPackages: [],
    overview: '/x/react-charts',
  },
  'tree-view': {
    route: '/x/api/tree-view',
    area: 'x',
    declaring: X_DECLARING,
    ownEntryPoint: false,
    classesObject: false,
    skipped: [],
    forwardingPackages: [],
    overview: '/x/react-tree-view',
  },
  material: {
    route: '/api',
    area: 'core',
    // Box, Container, Stack and Unstable_Grid2 are @mui/system components re-exported; @mui/types
    // declares the `component` prop of the OverridableComponent overload that Grid2 uses; @mui/lab
    // (5.0.0-alpha.177) adds Timeline, LoadingButton, Masonry and TabContext/TabList/TabPanel.
    declaring: ['@mui/material', '@mui/lab', '@mui/system', '@mui/types'],
    ownEntryPoint: true,
    classesObject: true,
    skipped: ['GlobalStyles', 'StyledEngineProvider'],
    forwardingPackages: ['@mui/lab'],
    overview: '/getting-started/supported-components',
  },
};

/**
 * The interfaces and types that get a page of their own, besides every exported component. The data
 * grid's list is the one its readers use most (the navigation data names most of them); charts
 * document their series and axis types.
 */
export const API_INTERFACES: Readonly<Record<ApiProduct, readonly string[]>> = {
  'data-grid': [
    'GridApi',
    'GridCellParams',
    'GridColDef',
    'GridSingleSelectColDef',
    'GridActionsColDef',
    'GridExportStateParams',
    'GridFilterItem',
    'GridFilterModel',
    'GridFilterOperator',
    'GridRowClassNameParams',
    'GridRowParams',
    'GridRowSpacingParams',
    'GridAggregationFunction',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
    'GridSortModel',
    'GridSortItem',
    'GridRenderCellParams',
  ],
  'date-pickers': [],
  charts: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'],
  'tree-view': [],
  material: [],
};

/**
 * Names that stand for a documented page in the types (the plan-specific APIs of the grid are what
 * `GridApi` is in each package), so that `React.MutableRefObject<GridApiCommunity>` links to GridApi.
 */
export const API_NAME_ALIASES: Readonly<Partial<Record<ApiProduct, Readonly<Record<string, string>>>>> = {
  'data-grid': { GridApiCommunity: 'GridApi', GridApiPro: 'GridApi', GridApiPremium: 'GridApi' },
};

/** The interface whose members are the data grid's events (the `/x/api/data-grid/events` page). */
export const GRID_EVENTS_INTERFACE = 'GridEventLookup';

/** The product whose events get a page. */
export const EVENTS_PRODUCT: ApiProduct = 'data-grid';

/** Subpath entry points that are not public API (their contents may change in any release). */
export const PRIVATE_ENTRY_POINTS: readonly string[] = ['internals'];
