import { API_PRODUCT_RULES, type ApiProduct } from '../../src/data/apiPackages';

/**
 * The URL segment of an exported name: kebab case, digits apart, the `Unstable_` prefix dropped
 * (`DataGrid` -> `data-grid`, `GridCSVExportOptions` -> `grid-csv-export-options`,
 * `TreeItem2Icon` -> `tree-item-2-icon`, `Unstable_PickersSectionList` -> `pickers-section-list`,
 * `Unstable_Grid2` -> `grid-2`).
 */
export function apiSlug(name: string): string {
  return name
    .replace(/^Unstable_/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Za-z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/**
 * The site path of an API page (no language prefix, no trailing slash): under the product's route,
 * `/x/api/data-grid/data-grid` or `/api/button`; without a slug, the product's index.
 */
export function apiPath(product: ApiProduct, slug?: string): string {
  const { route } = API_PRODUCT_RULES[product];
  return slug ? `${route}/${slug}` : route;
}
