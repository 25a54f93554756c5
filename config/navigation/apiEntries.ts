import type { NavPage } from '../../src/data/navigation/types';
import { apiPath } from '../apiDocs/slug';
import { API_PRODUCTS, type ApiProduct } from '../../src/data/apiPackages';
import type { ApiPageSummary } from '../../src/types/apiDocs';
import { allPathnames } from './tree';

/** The generated API pages of each product (the plugin's catalog; a product without pages may be absent). */
export type ApiCatalog = Readonly<Partial<Record<ApiProduct, readonly ApiPageSummary[]>>>;

/**
 * Pathnames of the groups the generated entries go into, per product: beside its index path
 * (`/x/api/data-grid-group`, `/api-group`).
 */
export function apiGroupPaths(product: ApiProduct) {
  const base = apiPath(product);
  return {
    group: `${base}-group`,
    components: `${base}-components-group`,
    interfaces: `${base}-interfaces-group`,
    icons: `${base}-icons-group`,
  } as const;
}

/** Whether a pathname is under a product's API route (`/x/api/...`, `/api` and `/api/...`). */
export function isApiPath(pathname: string): boolean {
  return API_PRODUCTS.some((product) => {
    const index = apiPath(product);
    return pathname === index || pathname.startsWith(`${index}/`);
  });
}

function toEntry(summary: ApiPageSummary): NavPage {
  return {
    pathname: summary.path,
    title: summary.name,
    ...(summary.plan !== 'community' ? { plan: summary.plan } : {}),
  };
}

/** Puts `extra` into the subheader `pathname` of `children`, creating it (before `before`) when absent. */
function intoSubheader(children: NavPage[], pathname: string, title: string, extra: readonly NavPage[]): NavPage[] {
  if (extra.length === 0) return children;
  const at = children.findIndex((child) => child.pathname === pathname);
  if (at >= 0) {
    const existing = children[at];
    return children.map((child, index) =>
      index === at ? { ...existing, children: [...(existing.children ?? []), ...extra] } : child,
    );
  }
  return [...children, { pathname, subheader: title, title, children: extra }];
}

function apiGroup(entry: NavPage, product: ApiProduct, summaries: readonly ApiPageSummary[]): NavPage {
  const paths = apiGroupPaths(product);
  const named = new Set(allPathnames(entry.children ?? []));
  const fresh = summaries.filter((summary) => !named.has(summary.path));
  let children = [...(entry.children ?? [])];

  // The index first (where the navigation data does not place it), then the events list.
  const index = apiPath(product);
  if (!named.has(index)) children = [{ pathname: index, title: 'Index' }, ...children];
  const events = fresh
    .filter((summary) => summary.kind === 'events')
    .map((summary) => ({ pathname: summary.path, title: 'Events' }));
  const indexAt = children.findIndex((child) => child.pathname === index);
  children = [...children.slice(0, indexAt + 1), ...events, ...children.slice(indexAt + 1)];

  const components = fresh.filter((summary) => summary.kind === 'component');
  const plain = components.filter((summary) => !summary.icon).map(toEntry);
  const icons = components.filter((summary) => summary.icon).map(toEntry);
  const componentEntries =
    icons.length > 0 ? [...plain, { pathname: paths.icons, title: 'Icons', children: icons }] : plain;
  const interfaces = fresh.filter((summary) => summary.kind === 'interface').map(toEntry);

  // Components go before the interfaces subheader (creating their subheader where needed).
  const interfacesAt = children.findIndex((child) => child.pathname === paths.interfaces);
  if (interfacesAt >= 0 && !children.some((child) => child.pathname === paths.components)) {
    children = [
      ...children.slice(0, interfacesAt),
      { pathname: paths.components, subheader: 'Components', title: 'Components', children: [] },
      ...children.slice(interfacesAt),
    ];
  }
  children = intoSubheader(children, paths.components, 'Components', componentEntries);
  children = intoSubheader(children, paths.interfaces, 'Interfaces', interfaces);
  return { ...entry, children };
}

/**
 * The navigation with the generated API pages added to each product's "API Reference" group
 * (`/x/api/{product}-group`): the index and events pages first, every component under the
 * Components subheader (icons in a group of their own) and the interfaces the navigation data does
 * not list yet under Interfaces. Entries the navigation data already names keep their place and title.
 */
export function withApiPages(tree: readonly NavPage[], catalog: ApiCatalog): NavPage[] {
  const groups = new Map<string, ApiProduct>(API_PRODUCTS.map((product) => [apiGroupPaths(product).group, product]));
  const visit = (entries: readonly NavPage[]): NavPage[] =>
    entries.map((entry) => {
      const product = entry.pathname ? groups.get(entry.pathname) : undefined;
      if (product) return apiGroup(entry, product, catalog[product] ?? []);
      return entry.children ? { ...entry, children: visit(entry.children) } : entry;
    });
  return visit(tree);
}
