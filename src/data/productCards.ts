import type { ProductId } from './products';

/**
 * The products the home page presents (with the id of their translated blurb) and the navbar links to,
 * in order.
 */
export const HOME_PRODUCTS: ReadonlyArray<{ readonly id: ProductId; readonly to: string }> = [
  { id: 'x-data-grid', to: '/x/react-data-grid' },
  { id: 'x-date-pickers', to: '/x/react-date-pickers' },
  { id: 'x-charts', to: '/x/react-charts' },
  { id: 'x-tree-view', to: '/x/react-tree-view' },
  { id: 'material-ui', to: '/getting-started/installation' },
];
