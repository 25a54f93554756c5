import type { NavPage } from '../../src/data/navigation/types';
import type { ApiPageSummary } from '../../src/types/apiDocs';
import { withApiPages, type ApiCatalog } from './apiEntries';
import { allPathnames } from './tree';

const summary = (
  kind: ApiPageSummary['kind'],
  name: string,
  path: string,
  extra: Partial<ApiPageSummary> = {},
): ApiPageSummary => ({
  kind,
  name,
  path,
  plan: 'community',
  ...extra,
});

const catalog: ApiCatalog = {
  'data-grid': [
    summary('component', 'DataGrid', '/x/api/data-grid/data-grid'),
    summary('component', 'DataGridPro', '/x/api/data-grid/data-grid-pro', { plan: 'pro' }),
    summary('component', 'GridAddIcon', '/x/api/data-grid/grid-add-icon', { icon: true }),
    summary('interface', 'GridApi', '/x/api/data-grid/grid-api'),
    summary('interface', 'GridSortItem', '/x/api/data-grid/grid-sort-item'),
    summary('events', 'events', '/x/api/data-grid/events'),
  ],
  'date-pickers': [summary('component', 'DatePicker', '/x/api/date-pickers/date-picker')],
  charts: [
    summary('component', 'LineChart', '/x/api/charts/line-chart'),
    summary('interface', 'AxisConfig', '/x/api/charts/axis-config'),
  ],
  'tree-view': [summary('component', 'SimpleTreeView', '/x/api/tree-view/simple-tree-view')],
};

const tree: NavPage[] = [
  { pathname: '/x/whats-new', title: "What's new" },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API Reference',
        children: [
          { pathname: '/x/api/data-grid', title: 'Index' },
          { pathname: '/x/api/data-grid-components-group', subheader: 'Components', title: 'Components' },
          {
            pathname: '/x/api/data-grid-interfaces-group',
            subheader: 'Interfaces',
            title: 'Interfaces',
            children: [{ pathname: '/x/api/data-grid/grid-api', title: 'GridApi' }],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/api/date-pickers-group',
    title: 'API Reference',
    children: [{ pathname: '/x/api/date-pickers', title: 'Index' }],
  },
  {
    pathname: '/x/api/charts-group',
    title: 'API Reference',
    children: [
      {
        pathname: '/x/api/charts-interfaces-group',
        subheader: 'Interfaces',
        title: 'Interfaces',
        children: [{ pathname: '/x/api/charts/axis-config', title: 'AxisConfig' }],
      },
    ],
  },
  { pathname: '/x/api/tree-view-group', title: 'API Reference' },
];

const merged = withApiPages(tree, catalog);
const group = (pathname: string): NavPage => {
  const find = (entries: readonly NavPage[]): NavPage | undefined =>
    entries.map((entry) => (entry.pathname === pathname ? entry : find(entry.children ?? []))).find(Boolean);
  const found = find(merged);
  if (!found) throw new Error(`no ${pathname}`);
  return found;
};

describe('withApiPages', () => {
  it('keeps the entries the navigation data names, with their titles and places', () => {
    const children = group('/x/api/data-grid-group').children ?? [];
    expect(children.map((child) => child.pathname)).toEqual([
      '/x/api/data-grid',
      '/x/api/data-grid/events',
      '/x/api/data-grid-components-group',
      '/x/api/data-grid-interfaces-group',
    ]);
    expect(group('/x/api/data-grid-interfaces-group').children?.map((child) => child.title)).toEqual([
      'GridApi',
      'GridSortItem',
    ]);
  });

  it('lists components under their subheader with their plan, icons in a group of their own', () => {
    expect(group('/x/api/data-grid-components-group').children).toEqual([
      { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
      { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
      {
        pathname: '/x/api/data-grid-icons-group',
        title: 'Icons',
        children: [{ pathname: '/x/api/data-grid/grid-add-icon', title: 'GridAddIcon' }],
      },
    ]);
  });

  it('creates the index and the components subheader where the navigation has none, components before interfaces', () => {
    expect(group('/x/api/charts-group').children?.map((child) => child.pathname)).toEqual([
      '/x/api/charts',
      '/x/api/charts-components-group',
      '/x/api/charts-interfaces-group',
    ]);
    expect(group('/x/api/tree-view-group').children?.map((child) => child.pathname)).toEqual([
      '/x/api/tree-view',
      '/x/api/tree-view-components-group',
    ]);
    expect(group('/x/api/date-pickers-components-group')).toMatchObject({
      subheader: 'Components',
      title: 'Components',
    });
  });

  it('names every catalog page once and leaves the rest of the tree alone', () => {
    const pathnames = allPathnames(merged);
    expect(pathnames.length).toBe(new Set(pathnames).size);
    for (const pages of Object.values(catalog)) for (const page of pages) expect(pathnames).toContain(page.path);
    expect(merged[0]).toBe(tree[0]);
  });
});
