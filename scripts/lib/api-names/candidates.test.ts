import { candidatesOf, isApiIdentifier } from './candidates';

/** The names a span yields, CSS classes marked with a leading dot. */
const names = (code: string): string[] =>
  candidatesOf(code).map((candidate) => (candidate.kind === 'cssClass' ? `.${candidate.name}` : candidate.name));

describe('isApiIdentifier', () => {
  it.each(['DataGridPro', 'GridColDef', 'checkboxSelection', 'getRowId', 'useGridApiRef', 'ptPT'])(
    '%s looks like an API',
    (name) => {
      expect(isApiIdentifier(name)).toBe(true);
    },
  );

  it.each(['GRID_CHECKBOX_SELECTION_COL_DEF', 'unstable_dataSource', 'Experimental_CssVarsProvider'])(
    '%s (constant or unstable name) looks like an API',
    (name) => expect(isApiIdentifier(name)).toBe(true),
  );

  it.each(['rows', 'dense', 'yarn', 'DOM', 'V', 'AV', '__check__', '_action', 'row_id', 'MyToolbar', 'go-mit', '$x'])(
    '%s does not',
    (name) => expect(isApiIdentifier(name)).toBe(false),
  );
});

describe('candidatesOf', () => {
  it('takes a plain API identifier and skips plain lowercase words', () => {
    expect(names('DataGridPro')).toEqual(['DataGridPro']);
    expect(names('checkboxSelection')).toEqual(['checkboxSelection']);
    expect(names('rows')).toEqual([]);
    expect(names('yarn')).toEqual([]);
  });

  it('skips strings, numbers, CSS variables and flags', () => {
    expect(names("'dense'")).toEqual([]);
    expect(names('"GridColDef"')).toEqual([]);
    expect(names('52')).toEqual([]);
    expect(names('-1')).toEqual([]);
    expect(names('--DataGrid-rowBorderColor')).toEqual([]);
  });

  it('skips shell commands, paths, URLs, packages and file names', () => {
    expect(names('npm install @mui/x-data-grid')).toEqual([]);
    expect(names('yarn add DataGridPro')).toEqual([]);
    expect(names('@mui/x-data-grid')).toEqual([]);
    expect(names('./demos/ColumnAutosize.tsx')).toEqual([]);
    expect(names('https://mui.com/x/')).toEqual([]);
    expect(names('App.tsx')).toEqual([]);
    expect(names('src/components/OrdersGrid')).toEqual([]);
  });

  it('takes MUI class names from CSS selectors and quoted class names', () => {
    expect(names('.MuiDataGrid-columnHeader--sorted')).toEqual(['.MuiDataGrid-columnHeader--sorted']);
    expect(names('& .MuiDataGrid-cell:focus')).toEqual(['.MuiDataGrid-cell']);
    expect(names('Mui-selected')).toEqual(['.Mui-selected']);
    expect(names("'MuiDataGrid-cell'")).toEqual(['.MuiDataGrid-cell']);
    expect(names(':hover')).toEqual([]);
  });

  it('takes the tag and attribute names of a JSX element, not of an HTML element', () => {
    expect(names('<DataGrid />')).toEqual(['DataGrid']);
    expect(names('<DataGridPro checkboxSelection rows={rowsOf(apiRef)} aria-label="Orders" />')).toEqual([
      'DataGridPro',
      'checkboxSelection',
    ]);
    expect(names('<Foo.BarBaz>')).toEqual(['Foo', 'BarBaz']);
    expect(names('<GridToolbarContainer>Some ChildText</GridToolbarContainer>')).toEqual(['GridToolbarContainer']);
    expect(names('<div>')).toEqual([]);
    expect(names('<br />')).toEqual([]);
  });

  it('takes the name of an attribute, and the keys of an object value (slot names in lowercase too)', () => {
    expect(names('getRowId={(row) => row.code}')).toEqual(['getRowId']);
    expect(names('logLevel="debug"')).toEqual(['logLevel']);
    expect(names('slots={{ toolbar: MyToolbar, noRowsOverlay: Empty }}')).toEqual(['toolbar', 'noRowsOverlay']);
    expect(names('initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}')).toEqual([
      'initialState',
      'paginationModel',
      'pageSize',
    ]);
  });

  it('takes the key of a key and value, and what the value names unless it is a plain variable', () => {
    expect(names('hideSortIcons: true')).toEqual(['hideSortIcons']);
    expect(names("cellToFocusAfter: 'below' | 'right'")).toEqual(['cellToFocusAfter']);
    expect(names('field: GRID_TREE_DATA_GROUPING_FIELD')).toEqual(['GRID_TREE_DATA_GROUPING_FIELD']);
    expect(names('toolbar: CustomToolbar')).toEqual([]);
  });

  it('takes only type names from a signature: parameters are local', () => {
    expect(names('(params: GridRowScrollEndParams, event, details) => void')).toEqual(['GridRowScrollEndParams']);
    expect(names('(v1, v2, cellParams1, cellParams2) => number')).toEqual([]);
    expect(names('(value, row, column, apiRef)')).toEqual([]);
  });

  it('classifies each member of a union, each side of a comparison or assignment, each array element', () => {
    expect(names("'all' \\| 'filteredOnly'")).toEqual([]);
    expect(names('GridSortDirection | null')).toEqual(['GridSortDirection']);
    expect(names("rowNode.type === 'group'")).toEqual(['rowNode']);
    expect(names('event.defaultMuiPrevented = true')).toEqual(['defaultMuiPrevented']);
    expect(names('[GridLogicOperator.And]')).toEqual(['GridLogicOperator', 'And']);
    expect(names("['asc', 'desc', null]")).toEqual([]);
  });

  it('takes the keys of an object literal and what its values name', () => {
    expect(names('{ page, pageSize }')).toEqual(['pageSize']);
    expect(names('{ mode: GridRowModes.View, ...rest }')).toEqual(['GridRowModes', 'View']);
    expect(names('{ bottom: [totalsRow] }')).toEqual([]);
  });

  it('takes each segment of a dotted path, and the callee of a call, not its arguments', () => {
    expect(names('apiRef.current.autosizeColumns')).toEqual(['apiRef', 'current', 'autosizeColumns']);
    expect(names('autosizeColumns()')).toEqual(['autosizeColumns']);
    expect(names('setFilterModel(model)')).toEqual(['setFilterModel']);
    expect(names('useGridSelector(apiRef, gridRowCountSelector)')).toEqual(['useGridSelector']);
    expect(names("apiRef.current.getLocaleText('noRowsLabel')")).toEqual(['apiRef', 'current', 'getLocaleText']);
    expect(names('addRowGroupingCriteria(field, groupingIndex?)')).toEqual(['addRowGroupingCriteria']);
    expect(names('LicenseInfo.setLicenseKey()')).toEqual(['LicenseInfo', 'setLicenseKey']);
  });

  it('checks lowercase segments under slots, slotProps and apiRef only', () => {
    expect(names('slots.toolbar')).toEqual(['slots', 'toolbar']);
    expect(names('slotProps.toolbar')).toEqual(['slotProps', 'toolbar']);
    expect(names('props.value')).toEqual([]);
  });

  it('leaves out type arguments and the fields of a row', () => {
    expect(names('GridColDef<Row, Value, FormattedValue>[]')).toEqual(['GridColDef']);
    expect(names('params.row.someField')).toEqual([]);
  });

  it('looks through leading keywords, declarations and named imports', () => {
    expect(names('new GridDataSourceCacheDefault({ ttl })')).toEqual(['GridDataSourceCacheDefault']);
    expect(names('readonly GridRowId[]')).toEqual(['GridRowId']);
    expect(names('const apiRef = useGridApiRef()')).toEqual(['useGridApiRef']);
    expect(names("import { DataGrid, type GridColDef as Col } from '@mui/x-data-grid'")).toEqual([
      'DataGrid',
      'GridColDef',
    ]);
    expect(names("import DeleteIcon from '@mui/icons-material/Delete'")).toEqual([]);
  });

  it('skips prose and expressions it does not recognise', () => {
    expect(names('go mit')).toEqual([]);
    expect(names('Category is Garden')).toEqual([]);
    expect(names('start = page × pageSize')).toEqual([]);
  });

  it('reports a name once per span', () => {
    expect(names('GridColDef | GridColDef[]')).toEqual(['GridColDef']);
  });
});
