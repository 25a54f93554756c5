import type { ApiComponentPage, ApiInterfacePage } from '../../src/types/apiDocs';
import type { ApiModel } from './extract';
import { finalizePages, materialApiPath, mentions, resolveHref, specifierPattern, type SiteDoc } from './finalize';

const grid: ApiComponentPage = {
  kind: 'component',
  product: 'data-grid',
  slug: 'data-grid',
  name: 'DataGrid',
  path: '/x/api/data-grid/data-grid',
  plan: 'community',
  description: [{ p: ['See ', { link: 'sorting', href: 'https://mui.com/x/react-data-grid/sorting/#basics' }, '.'] }],
  imports: ["import { DataGrid } from '@mui/x-data-grid';"],
  props: [
    {
      name: 'rows',
      type: ['GridRowsProp<R>'],
      description: [
        {
          p: [
            { link: 'the overview', href: '/x/react-data-grid/' },
            ' and ',
            { link: 'rows', href: '/x/react-data-grid/row-definition/' },
          ],
        },
      ],
      required: false,
      declaredIn: 'DataGridPropsWithDefaultValues',
    },
  ],
  slots: [],
  classes: [],
  inheritance: [],
  demos: [],
  icon: false,
};

const colDef: ApiInterfacePage = {
  kind: 'interface',
  product: 'data-grid',
  slug: 'grid-col-def',
  name: 'GridColDef',
  path: '/x/api/data-grid/grid-col-def',
  plan: 'community',
  description: [],
  imports: [],
  members: [],
  inheritance: [],
  demos: [],
};

const chart: ApiComponentPage = {
  ...grid,
  product: 'charts',
  slug: 'line-chart',
  name: 'LineChart',
  path: '/x/api/charts/line-chart',
  description: [],
  props: [],
};

const model: ApiModel = {
  pages: [grid, colDef, chart],
  demoHints: { '/x/api/data-grid/data-grid': ['/x/react-data-grid/demo', '/x/react-data-grid'] },
  timings: { programMs: 0, extractMs: 0, programCpuMs: 0, extractCpuMs: 0 },
};

const docs: SiteDoc[] = [
  {
    path: '/x/react-data-grid',
    title: 'Data Grid',
    text: "import Demo from './demos/A';\n\nimport { DataGrid } from '@mui/x-data-grid';",
  },
  { path: '/x/react-data-grid/editing', title: 'Editing', text: 'Set `editable` on a `GridColDef`.' },
  { path: '/x/react-charts', title: 'Charts', text: 'Charts overview.' },
];

describe('mentions', () => {
  it('finds imports, tags and inline code, not other words', () => {
    expect(mentions("import { DataGrid, GridColDef } from '@mui/x-data-grid';", 'GridColDef')).toBe(true);
    expect(mentions('<DataGrid rows={rows} />', 'DataGrid')).toBe(true);
    expect(mentions('Use `GridColDef` here.', 'GridColDef')).toBe(true);
    expect(mentions('<DataGridPro />', 'DataGrid')).toBe(false);
    expect(mentions("import { DataGridPro } from '@mui/x-data-grid-pro';", 'DataGrid')).toBe(false);
  });

  it("finds Material UI's imports, by default from a subpath too, with the product's packages", () => {
    const material = ['@mui/material', '@mui/system'];
    expect(mentions("import Button from '@mui/material/Button';", 'Button', material)).toBe(true);
    expect(mentions("import { Button, Stack } from '@mui/material';", 'Stack', material)).toBe(true);
    expect(mentions("import Grid2 from '@mui/material/Unstable_Grid2';", 'Unstable_Grid2', material)).toBe(true);
    expect(mentions("import Button from '@mui/material-nextjs';", 'Button', material)).toBe(false);
    expect(mentions("import { Button } from '@mui/material';", 'Button')).toBe(false);
  });

  it('does not count a tag whose name the text imports from elsewhere', () => {
    const material = ['@mui/material'];
    expect(mentions("import Tabs from '@theme/Tabs';\n\n<Tabs>", 'Tabs', material)).toBe(false);
    expect(
      mentions("import Tabs from '@theme/Tabs';\nimport MuiTabs from '@mui/material/Tabs';\n<Tabs>", 'Tabs', material),
    ).toBe(false);
    expect(mentions('<Tabs value={0} />', 'Tabs', material)).toBe(true);
    expect(mentions("import Tabs from '@theme/Tabs';\n\nUse `Tabs`.", 'Tabs', material)).toBe(true);
  });
});

describe('materialApiPath', () => {
  it("maps mui.com's Material UI API pages to /api/..., and nothing else", () => {
    expect(materialApiPath('/material-ui/api/dialog')).toBe('/api/dialog');
    expect(materialApiPath('/material-ui/react-button')).toBe('/material-ui/react-button');
    expect(materialApiPath('/x/api/data-grid/data-grid')).toBe('/x/api/data-grid/data-grid');
    const sitePaths = new Set(['/api/dialog']);
    expect(resolveHref('https://mui.com/material-ui/api/dialog/', sitePaths, materialApiPath)).toBe('/api/dialog');
    expect(resolveHref('https://mui.com/material-ui/api/dialog/', sitePaths)).toBe(
      'https://mui.com/material-ui/api/dialog/',
    );
    expect(resolveHref('https://mui.com/material-ui/api/menu/', sitePaths, materialApiPath)).toBe(
      'https://mui.com/material-ui/api/menu/',
    );
  });
});

describe('specifierPattern', () => {
  it('matches a prefix for `*` patterns, a package and its subpaths otherwise', () => {
    const pattern = new RegExp(`^['"]${specifierPattern(['@mui/x-*', '@mui/material'])}`);
    expect(pattern.test("'@mui/x-charts'")).toBe(true);
    expect(pattern.test("'@mui/material'")).toBe(true);
    expect(pattern.test("'@mui/material/Button'")).toBe(true);
    expect(pattern.test("'@mui/materialize'")).toBe(false);
  });
});

describe('resolveHref', () => {
  const sitePaths = new Set(['/x/react-data-grid', '/x/api/data-grid/grid-col-def']);
  it('keeps pages the site has, without trailing slash or anchor', () => {
    expect(resolveHref('https://mui.com/x/react-data-grid/#demo', sitePaths)).toBe('/x/react-data-grid');
    expect(resolveHref('/x/api/data-grid/grid-col-def/', sitePaths)).toBe('/x/api/data-grid/grid-col-def');
  });
  it('sends the rest to mui.com, and leaves other sites alone', () => {
    expect(resolveHref('/x/react-data-grid/sorting/', sitePaths)).toBe('https://mui.com/x/react-data-grid/sorting/');
    expect(resolveHref('https://mui.com/x/react-charts/', sitePaths)).toBe('https://mui.com/x/react-charts/');
    expect(resolveHref('https://github.com/mui/mui-x', sitePaths)).toBe('https://github.com/mui/mui-x');
  });
});

describe('finalizePages', () => {
  const pages = finalizePages(model, docs);
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('resolves the links of descriptions, props included', () => {
    const page = byPath.get('/x/api/data-grid/data-grid') as ApiComponentPage;
    expect(page.description).toEqual([
      { p: ['See ', { link: 'sorting', href: 'https://mui.com/x/react-data-grid/sorting/#basics' }, '.'] },
    ]);
    expect(page.props[0].description).toEqual([
      {
        p: [
          { link: 'the overview', href: '/x/react-data-grid' },
          ' and ',
          { link: 'rows', href: 'https://mui.com/x/react-data-grid/row-definition/' },
        ],
      },
    ]);
  });

  it('lists the demos: JSDoc pages the site has, then pages using the name', () => {
    expect((byPath.get('/x/api/data-grid/data-grid') as ApiComponentPage).demos).toEqual([
      { path: '/x/react-data-grid', title: 'Data Grid' },
    ]);
    expect((byPath.get('/x/api/data-grid/grid-col-def') as ApiInterfacePage).demos).toEqual([
      { path: '/x/react-data-grid/editing', title: 'Editing' },
    ]);
  });

  it('falls back to the product overview', () => {
    expect((byPath.get('/x/api/charts/line-chart') as ApiComponentPage).demos).toEqual([
      { path: '/x/react-charts', title: 'Charts' },
    ]);
  });
});
