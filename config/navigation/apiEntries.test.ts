import type { NavPage } from '../../src/data/navigation/types';
import type { ApiPageSummary } from '../../src/types/apiDocs';
import { apiGroupPaths, isApiPath, withApiPages, type ApiCatalog } from './apiEntries';
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

describe('withApiPages for Material UI', () => {
  const core: NavPage[] = [
    {
      pathname: '/components',
      title: 'Components',
      children: [
        { pathname: '/components/buttons', title: 'Button' },
        { pathname: '/api-group', title: 'Component API', children: [] },
      ],
    },
  ];
  const materialCatalog: ApiCatalog = {
    material: [summary('component', 'Button', '/api/button'), summary('component', 'ButtonBase', '/api/button-base')],
  };
  const [components] = withApiPages(core, materialCatalog);
  const api = components.children?.[1];

  it('fills the Component API group of the core navigation: the index, then every component', () => {
    expect(api?.children?.map((child) => child.pathname)).toEqual(['/api', '/api-components-group']);
    expect(api?.children?.[1]?.children).toEqual([
      { pathname: '/api/button', title: 'Button' },
      { pathname: '/api/button-base', title: 'ButtonBase' },
    ]);
    expect(components.children?.[0]).toBe(core[0].children?.[0]);
  });

  it('leaves a navigation without the group alone', () => {
    const plain: NavPage[] = [{ pathname: '/components', title: 'Components', children: [core[0].children![0]] }];
    expect(withApiPages(plain, materialCatalog)).toEqual(plain);
  });
});

describe('apiGroupPaths and isApiPath', () => {
  it('puts the groups beside the index path of the product', () => {
    expect(apiGroupPaths('data-grid').group).toBe('/x/api/data-grid-group');
    expect(apiGroupPaths('material')).toMatchObject({ group: '/api-group', components: '/api-components-group' });
  });

  it('knows the API routes of every product, and nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/button')).toBe(true);
    expect(isApiPath('/x/api/charts/line-chart')).toBe(true);
    expect(isApiPath('/api-group')).toBe(false);
    expect(isApiPath('/components/buttons')).toBe(false);
    expect(isApiPath('/x/react-charts')).toBe(false);
  });
});
