import { PRODUCTS, type Product, type ProductId } from '../../data/products';
import { productCategoryOf } from '../url/pathname';

/** Second-segment patterns of /x/ paths that belong to one X product. */
const X_PRODUCT_PATTERNS: ReadonlyArray<readonly [RegExp, ProductId]> = [
  [/^\/x\/(react-data-grid|api\/data-grid|migration\/migration-data-grid)/, 'x-data-grid'],
  [/^\/x\/(react-date-pickers|api\/date-pickers|migration\/migration-pickers)/, 'x-date-pickers'],
  [/^\/x\/(react-charts|api\/charts|migration\/migration-charts)/, 'x-charts'],
  [/^\/x\/(react-tree-view|api\/tree-view|migration\/migration-tree-view)/, 'x-tree-view'],
];

export function productById(id: ProductId): Product {
  const product = PRODUCTS.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`Unknown product id "${id}"`);
  return product;
}

/** The product a canonical pathname (no language prefix) belongs to. */
export function productIdOfPathname(canonicalPathname: string): ProductId {
  switch (productCategoryOf(canonicalPathname)) {
    case 'x': {
      const match = X_PRODUCT_PATTERNS.find(([pattern]) => pattern.test(canonicalPathname));
      return match ? match[1] : 'x';
    }
    case 'core':
      return 'material-ui';
    default:
      return 'docs';
  }
}
