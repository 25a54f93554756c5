import type { ApiProduct } from '../../src/types/apiDocs';

/**
 * The URL segment of an exported name: kebab case, digits apart, the `Unstable_` prefix dropped
 * (`DataGrid` -> `data-grid`, `GridCSVExportOptions` -> `grid-csv-export-options`,
 * `TreeItem2Icon` -> `tree-item-2-icon`, `Unstable_PickersSectionList` -> `pickers-section-list`).
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

/** The site path of an API page (no language prefix, no trailing slash). */
export function apiPath(product: ApiProduct, slug?: string): string {
  return slug ? `/x/api/${product}/${slug}` : `/x/api/${product}`;
}
