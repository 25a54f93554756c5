/** The four products with API pages, as they appear in the route (`/x/api/data-grid/...`). */
export const API_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;
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
 * The seven packages whose type declarations the API reference pages are generated from, in plan
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
];

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
