/**
 * The extractor on the real, pinned packages (@mui/x-* 7.14.0 in node_modules): what the API pages
 * of the main components say, how many pages each product gets, and that two runs agree.
 */
import path from 'node:path';
import { typeString } from '../../test/support/typeString';
import type {
  ApiComponentPage,
  ApiEventsPage,
  ApiInterfacePage,
  ApiMember,
  ApiPageData,
} from '../../src/types/apiDocs';
import { extractApi, type ApiModel } from './extract';

const SITE_DIR = path.resolve(__dirname, '../..');
const SLOW = 240_000;

let model: ApiModel;
beforeAll(() => {
  model = extractApi(SITE_DIR);
}, SLOW);

function page(pathname: string): ApiPageData {
  const found = model.pages.find((candidate) => candidate.path === pathname);
  if (!found) throw new Error(`no page ${pathname}`);
  return found;
}

function component(pathname: string): ApiComponentPage {
  const found = page(pathname);
  if (found.kind !== 'component') throw new Error(`${pathname} is a ${found.kind} page`);
  return found;
}

function member(members: readonly ApiMember[], name: string): ApiMember {
  const found = members.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no member ${name}`);
  return found;
}

describe('DataGrid', () => {
  it('has the rows and columns props with their types, columns required', () => {
    const { props } = component('/x/api/data-grid/data-grid');
    const rows = member(props, 'rows');
    expect(typeString(rows.type)).toBe('GridRowsProp<R>');
    const columns = member(props, 'columns');
    expect(typeString(columns.type)).toBe('readonly GridColDef<R>[]');
    expect(columns.type).toContainEqual({ name: 'GridColDef', href: '/x/api/data-grid/grid-col-def' });
    expect(columns.required).toBe(true);
    expect(rows.required).toBe(false);
  });

  it('has apiRef, and autoHeight defaults to false', () => {
    const { props } = component('/x/api/data-grid/data-grid');
    const apiRef = member(props, 'apiRef');
    expect(typeString(apiRef.type)).toContain('GridApiCommunity');
    // The community API object is what GridApi is in this package: the type links to its page.
    expect(apiRef.type).toContainEqual({ name: 'GridApiCommunity', href: '/x/api/data-grid/grid-api' });
    const autoHeight = member(props, 'autoHeight');
    expect(typeString(autoHeight.type)).toBe('boolean');
    expect(autoHeight.default).toBe('false');
    expect(autoHeight.description.length).toBeGreaterThan(0);
  });

  it('gives callbacks their signature with the JSDoc of each parameter', () => {
    const onRowClick = member(component('/x/api/data-grid/data-grid').props, 'onRowClick');
    expect(onRowClick.signature?.params.map((param) => param.name)).toEqual(['params', 'event', 'details']);
    expect(onRowClick.signature?.params[0].type).toContainEqual({
      name: 'GridRowParams',
      href: '/x/api/data-grid/grid-row-params',
    });
    expect(onRowClick.signature?.params[0].description).toBeDefined();
    expect(typeString(onRowClick.signature?.returns.type ?? [])).toBe('void');
  });

  it('lists slots with their default component and CSS classes with their global class names', () => {
    const grid = component('/x/api/data-grid/data-grid');
    const toolbar = grid.slots.find((slot) => slot.name === 'toolbar');
    expect(toolbar?.description.length).toBeGreaterThan(0);
    expect(grid.slots.find((slot) => slot.name === 'baseButton')?.default).toBe('Button');
    expect(grid.classes.find((entry) => entry.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(grid.classes.find((entry) => entry.key === 'columnHeader--sorted')?.className).toBe(
      'MuiDataGrid-columnHeader--sorted',
    );
  });

  it('records where the props come from, and imports from every public path', () => {
    const grid = component('/x/api/data-grid/data-grid');
    expect(grid.inheritance).toContainEqual(
      expect.objectContaining({ from: 'DataGridPropsWithDefaultValues', package: '@mui/x-data-grid', listed: true }),
    );
    expect(grid.imports).toEqual([
      "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
      "import { DataGrid } from '@mui/x-data-grid';",
    ]);
    expect(grid.plan).toBe('community');
  });

  it('marks the Pro and Premium grids and their own props', () => {
    const pro = component('/x/api/data-grid/data-grid-pro');
    expect(pro.plan).toBe('pro');
    expect(pro.imports).toContain("import { DataGridPro } from '@mui/x-data-grid-pro';");
    expect(member(pro.props, 'treeData').plan).toBe('pro');
    expect(member(pro.props, 'autoHeight').plan).toBeUndefined();
    const premium = component('/x/api/data-grid/data-grid-premium');
    expect(premium.plan).toBe('premium');
    expect(member(premium.props, 'rowGroupingModel').plan).toBe('premium');
  });
});

describe('pickers, charts and tree view', () => {
  it('DateCalendar has views and openTo, its slots and classes', () => {
    const calendar = component('/x/api/date-pickers/date-calendar');
    expect(typeString(member(calendar.props, 'views').type)).toBe('readonly TView[]');
    expect(typeString(member(calendar.props, 'openTo').type)).toBe('TView');
    expect(calendar.slots.find((slot) => slot.name === 'calendarHeader')).toMatchObject({
      default: 'PickersCalendarHeader',
      defaultHref: '/x/api/date-pickers/pickers-calendar-header',
    });
    expect(calendar.classes.map((entry) => entry.className)).toContain('MuiDateCalendar-root');
    expect(calendar.imports).toEqual([
      "import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';",
      "import { DateCalendar } from '@mui/x-date-pickers';",
      "import { DateCalendar } from '@mui/x-date-pickers-pro';",
    ]);
    expect(model.demoHints['/x/api/date-pickers/date-calendar']).toContain('/x/react-date-pickers/date-calendar');
  });

  it('state classes use the global Mui- prefix', () => {
    const day = component('/x/api/date-pickers/pickers-day');
    expect(day.classes.find((entry) => entry.key === 'selected')?.className).toBe('Mui-selected');
  });

  it('the range pickers are Pro', () => {
    expect(page('/x/api/date-pickers/date-range-picker').plan).toBe('pro');
  });

  it('LineChart has series, typed with the documented LineSeriesType', () => {
    const series = member(component('/x/api/charts/line-chart').props, 'series');
    expect(series.required).toBe(true);
    expect(series.type).toContainEqual({ name: 'LineSeriesType', href: '/x/api/charts/line-series-type' });
  });

  it('SimpleTreeView has expandedItems', () => {
    const expandedItems = member(component('/x/api/tree-view/simple-tree-view').props, 'expandedItems');
    expect(typeString(expandedItems.type)).toBe('string[]');
    expect(expandedItems.description.length).toBeGreaterThan(0);
  });

  it('icons are recognised and list no props of their own', () => {
    const icon = component('/x/api/data-grid/grid-add-icon');
    expect(icon.icon).toBe(true);
    expect(icon.props).toEqual([]);
    expect(icon.inheritance).toContainEqual(
      expect.objectContaining({ from: 'SvgIconOwnProps', package: '@mui/material', listed: false }),
    );
  });

  it('finds props behind an Omit of a type with an index signature (GridToolbar, GridCell)', () => {
    const toolbar = component('/x/api/data-grid/grid-toolbar').props.map((prop) => prop.name);
    expect(toolbar).toEqual(
      expect.arrayContaining(['csvOptions', 'printOptions', 'showQuickFilter', 'quickFilterProps']),
    );
    expect(component('/x/api/data-grid/grid-cell').props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['column', 'rowId', 'align', 'width']),
    );
  });

  it('members inlined from other libraries are not listed as MUI X props', () => {
    const path = component('/x/api/charts/area-element-path');
    expect(path.props.map((prop) => prop.name)).not.toContain('strokeWidth');
    expect(path.inheritance).toContainEqual(expect.objectContaining({ package: '@react-spring/web', listed: false }));
  });
});

describe('interfaces and events', () => {
  it('GridColDef lists its properties, Premium ones marked', () => {
    const colDef = page('/x/api/data-grid/grid-col-def') as ApiInterfacePage;
    expect(colDef.kind).toBe('interface');
    expect(colDef.imports).toContain("import type { GridColDef } from '@mui/x-data-grid';");
    expect(member(colDef.members, 'field').required).toBe(true);
    expect(member(colDef.members, 'aggregable').plan).toBe('premium');
    expect(colDef.definition).toContainEqual({
      name: 'GridActionsColDef',
      href: '/x/api/data-grid/grid-actions-col-def',
    });
  });

  it('GridApi has methods with signatures', () => {
    const api = page('/x/api/data-grid/grid-api') as ApiInterfacePage;
    const getRow = member(api.members, 'getRow');
    expect(getRow.signature?.params.map((param) => param.name)).toEqual(['id']);
    expect(member(api.members, 'exportDataAsExcel').plan).toBe('premium');
  });

  it('GridSortModel is an array of the documented GridSortItem', () => {
    const sortModel = page('/x/api/data-grid/grid-sort-model') as ApiInterfacePage;
    expect(sortModel.definition).toEqual([{ name: 'GridSortItem', href: '/x/api/data-grid/grid-sort-item' }, '[]']);
  });

  it('the events list has the grid events with their params', () => {
    const events = page('/x/api/data-grid/events') as ApiEventsPage;
    const cellClick = events.events.find((event) => event.name === 'cellClick');
    expect(cellClick?.params).toContainEqual({ name: 'GridCellParams', href: '/x/api/data-grid/grid-cell-params' });
    expect(typeString(cellClick?.event ?? [])).toContain('MouseEvent');
    expect(events.events.find((event) => event.name === 'rowGroupingModelChange')?.plan).toBe('premium');
    expect(events.events.length).toBeGreaterThan(50);
  });
});

describe('Material UI (@mui/material 5.18.0)', () => {
  it('Button: props with their declared defaults, imports, component and sx, CSS classes, ButtonBase', () => {
    const button = component('/api/button');
    expect(button.imports).toEqual([
      "import Button from '@mui/material/Button';",
      "import { Button } from '@mui/material';",
    ]);
    const { props } = button;
    for (const name of ['color', 'disabled', 'startIcon', 'href', 'component', 'sx']) member(props, name);
    expect(member(props, 'disableElevation').default).toBe('false');
    expect(member(props, 'size').default).toBe("'medium'");
    expect(member(props, 'variant').default).toBe("'text'");
    expect(typeString(member(props, 'variant').type)).toContain("'contained'");
    // React's and the DOM's props are counted, not listed.
    expect(props.some((prop) => prop.name === 'onClick' || prop.name === 'aria-label')).toBe(false);
    expect(button.classes.map((entry) => entry.className)).toEqual(
      expect.arrayContaining(['MuiButton-root', 'MuiButton-containedPrimary', 'Mui-disabled', 'Mui-focusVisible']),
    );
    expect(button.inheritance).toContainEqual(expect.objectContaining({ listed: true, href: '/api/button-base' }));
    expect(button.inheritance).toContainEqual(expect.objectContaining({ package: '@types/react', listed: false }));
    expect(button.icon).toBe(false);
  });

  it('TextField: variant, select, SelectProps, helperText; the JSDoc lead', () => {
    const textField = component('/api/text-field');
    expect(member(textField.props, 'variant').default).toBe("'outlined'");
    expect(member(textField.props, 'select').default).toBe('false');
    for (const name of ['SelectProps', 'helperText']) member(textField.props, name);
    expect(textField.description.length).toBeGreaterThan(0);
  });

  it('Slider: marks, step, valueLabelDisplay and its slots', () => {
    const slider = component('/api/slider');
    member(slider.props, 'marks');
    expect(member(slider.props, 'step').default).toBe('1');
    expect(member(slider.props, 'valueLabelDisplay').default).toBe("'off'");
    expect(member(slider.props, 'components').deprecated).toBeDefined();
    expect(slider.slots.map((slot) => slot.name)).toEqual(expect.arrayContaining(['root', 'thumb', 'track']));
  });

  it('Tabs and Autocomplete: defaults and generic props', () => {
    const tabs = component('/api/tabs');
    expect(member(tabs.props, 'variant').default).toBe("'standard'");
    member(tabs.props, 'selectionFollowsFocus');
    const autocomplete = component('/api/autocomplete');
    for (const name of ['multiple', 'freeSolo', 'getOptionLabel', 'options', 'renderInput'])
      member(autocomplete.props, name);
  });

  it('@mui/system components and the Unstable_ ones: Box, Grid2, TrapFocus, and Hidden', () => {
    const box = component('/api/box');
    expect(box.props.map((prop) => prop.name)).toEqual(expect.arrayContaining(['component', 'sx']));
    expect(box.classes.map((entry) => entry.className)).toEqual(['MuiBox-root']);
    const grid2 = component('/api/grid-2');
    expect(grid2.imports[0]).toBe("import Grid2 from '@mui/material/Unstable_Grid2';");
    expect(member(grid2.props, 'columns').default).toBe('12');
    expect(grid2.classes.map((entry) => entry.className)).toContain('MuiGrid2-root');
    component('/api/trap-focus');
    component('/api/hidden');
  });

  it('@mui/lab: its own components get pages, its forwards and stubs do not', () => {
    const names = new Set(model.pages.filter((candidate) => candidate.product === 'material').map((p) => p.name));
    for (const name of ['LoadingButton', 'Masonry', 'TabContext', 'TabList', 'TabPanel', 'Timeline', 'TimelineDot'])
      expect(names.has(name)).toBe(true);
    // Stubs that render nothing (tagged @ignore): moved to MUI X.
    for (const name of ['TreeView', 'TreeItem', 'DatePicker', 'LocalizationProvider', 'DateRangePicker'])
      expect(names.has(name)).toBe(false);
    // Forwards to @mui/material keep their Material UI page and imports only.
    expect(component('/api/alert').imports.some((line) => line.includes('@mui/lab'))).toBe(false);
    expect(component('/api/rating').imports.some((line) => line.includes('@mui/lab'))).toBe(false);
    const timeline = component('/api/timeline');
    expect(timeline.imports).toEqual([
      "import Timeline from '@mui/lab/Timeline';",
      "import { Timeline } from '@mui/lab';",
    ]);
    expect(member(timeline.props, 'position').default).toBe("'right'");
    const loadingButton = component('/api/loading-button');
    expect(member(loadingButton.props, 'loadingPosition').default).toBe("'center'");
    member(loadingButton.props, 'variant');
    // The classes declared inline in the `classes` prop come from the exported loadingButtonClasses.
    expect(loadingButton.classes.map((entry) => entry.className)).toEqual(
      expect.arrayContaining(['MuiButton-root', 'MuiLoadingButton-loading', 'MuiLoadingButton-loadingIndicator']),
    );
  });

  it('skips styled parts, theme helpers and non-components', () => {
    const names = new Set(model.pages.filter((candidate) => candidate.product === 'material').map((p) => p.name));
    for (const name of ['SliderRoot', 'BadgeMark', 'ThemeProvider', 'GlobalStyles', 'styled', 'buttonClasses'])
      expect(names.has(name)).toBe(false);
  });

  it('links Material UI names to Material UI pages only, and MUI X pages never to them', () => {
    const materialPages = model.pages.filter((candidate) => candidate.product === 'material');
    expect(JSON.stringify(materialPages)).toMatch(/"href":"\/api\/button-base"/);
    const xPages = model.pages.filter((candidate) => candidate.product !== 'material');
    expect(JSON.stringify(xPages)).not.toMatch(/"href":"\/api\//);
  });
});

describe('pages per product', () => {
  const count = (product: string, kind: string): number =>
    model.pages.filter((candidate) => candidate.product === product && candidate.kind === kind).length;

  it('has one page per exported component, the listed interfaces, the events and an index', () => {
    expect(count('data-grid', 'component')).toBe(113);
    expect(count('data-grid', 'interface')).toBe(19);
    expect(count('data-grid', 'events')).toBe(1);
    expect(count('date-pickers', 'component')).toBe(72);
    expect(count('charts', 'component')).toBe(62);
    expect(count('charts', 'interface')).toBe(5);
    expect(count('tree-view', 'component')).toBe(18);
    for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view']) expect(count(product, 'index')).toBe(1);
    // The MUI X pages are 294; the Material UI pages come on top (below).
    expect(model.pages.filter((candidate) => candidate.product !== 'material')).toHaveLength(294);
  });

  it('has one Material UI page per component with its own entry point, and an index at /api', () => {
    // 129 from @mui/material, 12 from @mui/lab (its forwards and stubs have none).
    expect(count('material', 'component')).toBe(129 + 12);
    expect(count('material', 'index')).toBe(1);
    expect(page('/api').kind).toBe('index');
    expect(model.pages).toHaveLength(294 + 142);
  });

  it('gives every page a unique path', () => {
    const paths = model.pages.map((candidate) => candidate.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('does not document stubs: DataGrid is imported from the community package only', () => {
    expect(component('/x/api/data-grid/data-grid').imports.some((line) => line.includes('-pro'))).toBe(false);
  });
});

describe('determinism', () => {
  it(
    'a second extraction gives the same JSON',
    () => {
      const again = extractApi(SITE_DIR);
      expect(JSON.stringify(again.pages)).toBe(JSON.stringify(model.pages));
      expect(JSON.stringify(again.demoHints)).toBe(JSON.stringify(model.demoHints));
    },
    SLOW,
  );
});
