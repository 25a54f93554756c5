import { API_INTERFACES, API_PACKAGES } from '../../src/data/apiPackages';
import { packageFile, REACT_TYPES, virtualProgram, type VirtualFiles } from '../../test/support/virtualProgram';
import { compareNames, defaultImportName, paidPlan, planOfPackage, planPages, type PagePlan } from './plans';
import type { EntryPoint } from './program';

const pkg = (name: string) => API_PACKAGES.find((candidate) => candidate.name === name)!;
const root = (name: string): EntryPoint => ({ specifier: name, pkg: pkg(name), file: packageFile(name), isRoot: true });
const subpath = (name: string, folder: string): EntryPoint => ({
  specifier: `${name}/${folder}`,
  pkg: pkg(name),
  file: packageFile(name, `${folder}/index.d.ts`),
  isRoot: false,
});

const interfaces = (names: readonly string[]) =>
  names.map((name) => `export interface ${name} { field: string }`).join('\n');
const GRID_INTERFACES = API_INTERFACES['data-grid'].filter(
  (name) => name !== 'GridApi' && name !== 'GridExcelExportOptions',
);

/** The seven packages in miniature: a few components, a stub, and every listed interface. */
function files(overrides: Partial<Record<string, string>> = {}): VirtualFiles {
  const all: Record<string, string | undefined> = {
    [packageFile('react')]: REACT_TYPES,
    [packageFile('@mui/x-data-grid')]: `
import type { JSX } from 'react';
export interface DataGridProps { rows: string[] }
export declare function DataGrid(props: DataGridProps): JSX.Element;
export declare function GridToolbar(props: {}): JSX.Element;
/** The community API. */
export interface GridApi { community: true }
export interface GridApiCommunity extends GridApi {}
${interfaces(GRID_INTERFACES)}
`,
    [packageFile('@mui/x-data-grid', 'DataGrid/index.d.ts')]: `export { DataGrid, GridToolbar } from '../index';`,
    [packageFile('@mui/x-data-grid-pro')]: `
import type { JSX } from 'react';
export * from '@mui/x-data-grid';
/** @deprecated A stub: use DataGridPro. */
export declare const DataGrid: (props: {}) => null;
export declare function DataGridPro(props: {}): JSX.Element;
`,
    [packageFile('@mui/x-data-grid-premium')]: `
import type { JSX } from 'react';
export * from '@mui/x-data-grid-pro';
/** The premium API, a superset. */
export interface GridApi { community: true; premium: true }
export interface GridExcelExportOptions { fileName: string }
export declare function DataGridPremium(props: {}): JSX.Element;
`,
    [packageFile('@mui/x-date-pickers')]:
      `import type { JSX } from 'react';\nexport declare function DatePicker(props: {}): JSX.Element;`,
    [packageFile('@mui/x-date-pickers-pro')]: `export {};`,
    [packageFile('@mui/x-charts')]: `
import type { JSX } from 'react';
export declare function BarChart(props: {}): JSX.Element;
export declare function useDrawingArea(): { width: number };
${interfaces(API_INTERFACES.charts)}
`,
    [packageFile('@mui/x-tree-view')]: `export {};`,
    [packageFile('@mui/material')]: `export {};`,
    [packageFile('@mui/lab')]: `export {};`,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const ENTRIES: EntryPoint[] = [
  ...API_PACKAGES.map((candidate) => root(candidate.name)),
  subpath('@mui/x-data-grid', 'DataGrid'),
];

function plan(files: VirtualFiles, entries: readonly EntryPoint[] = ENTRIES) {
  const { program, checker } = virtualProgram(files);
  return { checker, ...planPages(program, checker, entries) };
}

const { plans, linkerFor, exportsOf, checker } = plan(files());
function page(name: string): PagePlan {
  const found = plans.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no page for ${name}`);
  return found;
}

describe('planOfPackage, paidPlan, compareNames', () => {
  it('gives an MUI X package its plan and any other package community', () => {
    expect(planOfPackage('@mui/x-data-grid-premium')).toBe('premium');
    expect(planOfPackage('@mui/x-date-pickers-pro')).toBe('pro');
    expect(planOfPackage('@mui/material')).toBe('community');
  });

  it('marks only paid plans', () => {
    expect(paidPlan('community')).toBeUndefined();
    expect(paidPlan('pro')).toBe('pro');
  });

  it('orders by name, code point order', () => {
    expect(
      [{ name: 'b' }, { name: 'B' }, { name: 'a' }, { name: 'b' }].sort(compareNames).map((item) => item.name),
    ).toEqual(['B', 'a', 'b', 'b']);
  });
});

describe('planPages', () => {
  it('plans a page for every component the package roots export, and none for hooks or stubs', () => {
    const components = plans
      .filter((candidate) => candidate.kind === 'component')
      .map((candidate) => `${candidate.product}:${candidate.name}`);
    expect(components.sort()).toEqual([
      'charts:BarChart',
      'data-grid:DataGrid',
      'data-grid:DataGridPremium',
      'data-grid:DataGridPro',
      'data-grid:GridToolbar',
      'date-pickers:DatePicker',
    ]);
  });

  it('gives a page its slug, path and the lowest plan that exports it', () => {
    expect(page('DataGridPro')).toMatchObject({
      product: 'data-grid',
      slug: 'data-grid-pro',
      path: '/x/api/data-grid/data-grid-pro',
      plan: 'pro',
    });
    expect(page('GridToolbar').plan).toBe('community');
    expect(page('GridExcelExportOptions').plan).toBe('premium');
  });

  it("documents the highest plan's declaration (a superset), but never a stub's", () => {
    const gridApi = page('GridApi');
    expect(gridApi.plan).toBe('community');
    expect(
      checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(gridApi.symbol)).map((symbol) => symbol.name),
    ).toEqual(['community', 'premium']);
    const dataGrid = page('DataGrid');
    expect(dataGrid.symbol.declarations?.[0]?.getSourceFile().fileName).toBe(packageFile('@mui/x-data-grid'));
    expect(dataGrid.signature?.parameters[0]?.name).toBe('props');
  });

  it('lists the imports of every entry point exporting the component, subpaths before the root, plan by plan', () => {
    expect(page('DataGrid').imports).toEqual([
      "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
      "import { DataGrid } from '@mui/x-data-grid';",
    ]);
    expect(page('GridToolbar').imports).toEqual([
      "import { GridToolbar } from '@mui/x-data-grid/DataGrid';",
      "import { GridToolbar } from '@mui/x-data-grid';",
      "import { GridToolbar } from '@mui/x-data-grid-pro';",
      "import { GridToolbar } from '@mui/x-data-grid-premium';",
    ]);
  });

  it('plans the listed interfaces with type imports', () => {
    const filterModel = page('GridFilterModel');
    expect(filterModel.kind).toBe('interface');
    expect(filterModel.signature).toBeUndefined();
    expect(filterModel.imports[0]).toBe("import type { GridFilterModel } from '@mui/x-data-grid';");
    expect(page('AxisConfig').product).toBe('charts');
  });

  it('keeps the exports of every entry point, aliases resolved', () => {
    const subpathExports = exportsOf.get(ENTRIES[ENTRIES.length - 1]!);
    expect([...(subpathExports?.keys() ?? [])].sort()).toEqual(['DataGrid', 'GridToolbar']);
    expect(subpathExports?.get('DataGrid')).toBe(page('DataGrid').symbol);
  });

  it('fails naming a listed interface that no package of its product exports', () => {
    const withoutAxisConfig = files({
      [packageFile('@mui/x-charts')]: `${interfaces(API_INTERFACES.charts.filter((name) => name !== 'AxisConfig'))}`,
    });
    expect(() => plan(withoutAxisConfig)).toThrow('api-docs: AxisConfig is not exported by the charts packages');
  });

  it('fails naming two names that would share a page', () => {
    const twins = files({
      [packageFile('@mui/x-tree-view')]: `
import type { JSX } from 'react';
export declare function TreeItem(props: {}): JSX.Element;
export declare function Unstable_TreeItem(props: {}): JSX.Element;`,
    });
    expect(() => plan(twins)).toThrow(
      'api-docs: TreeItem and Unstable_TreeItem would share the page /x/api/tree-view/tree-item',
    );
  });
});

describe('linkerFor', () => {
  it("finds a name's page in the product first, through the product's aliases", () => {
    const grid = linkerFor('data-grid');
    expect(grid('GridFilterModel')).toBe('/x/api/data-grid/grid-filter-model');
    expect(grid('GridApiCommunity')).toBe('/x/api/data-grid/grid-api');
  });

  it("falls back to another product's page, and gives nothing for an undocumented name", () => {
    expect(linkerFor('charts')('DataGrid')).toBe('/x/api/data-grid/data-grid');
    expect(linkerFor('tree-view')('GridApiCommunity')).toBeUndefined();
    expect(linkerFor('charts')('useDrawingArea')).toBeUndefined();
  });
});

describe('Material UI pages', () => {
  // The package in miniature: components with their own subpath (default export), a styled part
  // of Slider exported from the root only, and a theme helper that the rules skip.
  const material = files({
    [packageFile('@mui/material')]: `
import type { JSX } from 'react';
export { default as Button } from './Button';
export { default as Unstable_Grid2 } from './Unstable_Grid2';
export { default as GlobalStyles } from './GlobalStyles';
export declare function SliderRoot(props: {}): JSX.Element;
export interface DataGrid { notAComponent: true }
`,
    [packageFile('@mui/material', 'Button/index.d.ts')]: `
import type { JSX } from 'react';
declare function Button(props: {}): JSX.Element;
export default Button;`,
    [packageFile('@mui/material', 'Unstable_Grid2/index.d.ts')]: `
import type { JSX } from 'react';
declare function Grid2(props: {}): JSX.Element;
export default Grid2;`,
    [packageFile('@mui/material', 'GlobalStyles/index.d.ts')]: `
import type { JSX } from 'react';
declare function GlobalStyles(props: {}): JSX.Element;
export default GlobalStyles;`,
  });
  const entries = [
    ...ENTRIES,
    subpath('@mui/material', 'Button'),
    subpath('@mui/material', 'Unstable_Grid2'),
    subpath('@mui/material', 'GlobalStyles'),
  ];
  const result = plan(material, entries);
  const materialPage = (name: string) => result.plans.find((candidate) => candidate.name === name);

  it('plans only the components that are the default export of their own subpath, minus the skipped ones', () => {
    expect(
      result.plans.filter((candidate) => candidate.product === 'material').map((candidate) => candidate.name),
    ).toEqual(['Button', 'Unstable_Grid2']);
  });

  it('puts the pages at /api/{slug}, Unstable_ dropped and digits apart', () => {
    expect(materialPage('Button')?.path).toBe('/api/button');
    expect(materialPage('Unstable_Grid2')?.path).toBe('/api/grid-2');
  });

  it('imports by default from the subpath, then by name from the root', () => {
    expect(materialPage('Button')?.imports).toEqual([
      "import Button from '@mui/material/Button';",
      "import { Button } from '@mui/material';",
    ]);
    expect(materialPage('Unstable_Grid2')?.imports[0]).toBe("import Grid2 from '@mui/material/Unstable_Grid2';");
  });

  it('links names within an area only: MUI X pages never to Material UI pages, nor the reverse', () => {
    expect(result.linkerFor('material')('Button')).toBe('/api/button');
    expect(result.linkerFor('data-grid')('Button')).toBeUndefined();
    expect(result.linkerFor('material')('DataGrid')).toBeUndefined();
    expect(result.linkerFor('charts')('DataGrid')).toBe('/x/api/data-grid/data-grid');
  });
});

describe('@mui/lab pages', () => {
  // The lab in miniature: a component of its own, a forward of a graduated @mui/material component,
  // and a stub (tagged @ignore) of a component that moved to MUI X.
  const lab = files({
    [packageFile('@mui/material')]: `export { default as Button } from './Button';`,
    [packageFile('@mui/material', 'Button/index.d.ts')]: `
import type { JSX } from 'react';
declare function Button(props: {}): JSX.Element;
export default Button;`,
    [packageFile('@mui/lab')]: `
export { default as Timeline } from './Timeline';
export { default as Button } from './Button';
export { default as TreeView } from './TreeView';`,
    [packageFile('@mui/lab', 'Timeline/index.d.ts')]: `
import type { JSX } from 'react';
declare function Timeline(props: { position?: 'left' | 'right' }): JSX.Element;
export default Timeline;`,
    [packageFile('@mui/lab', 'Button/index.d.ts')]: `export { default } from '@mui/material/Button';`,
    [packageFile('@mui/lab', 'TreeView/index.d.ts')]: `
import type { JSX } from 'react';
/**
 * @deprecated Moved to @mui/x-tree-view.
 * @ignore - do not document.
 */
declare function TreeView(props: Record<any, any>): JSX.Element;
export default TreeView;`,
  });
  const entries = [
    ...ENTRIES,
    subpath('@mui/material', 'Button'),
    subpath('@mui/lab', 'Timeline'),
    subpath('@mui/lab', 'Button'),
    subpath('@mui/lab', 'TreeView'),
  ];
  const result = plan(lab, entries);
  const materialPage = (name: string) => result.plans.find((candidate) => candidate.name === name);

  it('plans the components the lab declares, not its forwards or its stubs', () => {
    expect(
      result.plans.filter((candidate) => candidate.product === 'material').map((candidate) => candidate.name),
    ).toEqual(['Button', 'Timeline']);
  });

  it('imports a forwarded component from @mui/material only', () => {
    expect(materialPage('Button')?.imports).toEqual([
      "import Button from '@mui/material/Button';",
      "import { Button } from '@mui/material';",
    ]);
    expect(materialPage('Timeline')?.imports).toEqual([
      "import Timeline from '@mui/lab/Timeline';",
      "import { Timeline } from '@mui/lab';",
    ]);
    expect(materialPage('Timeline')?.path).toBe('/api/timeline');
  });
});

describe('defaultImportName', () => {
  it('drops the Unstable_ prefix', () => {
    expect(defaultImportName('Unstable_Grid2')).toBe('Grid2');
    expect(defaultImportName('Button')).toBe('Button');
  });
});
