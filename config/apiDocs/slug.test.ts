import { apiPath, apiSlug } from './slug';

describe('apiSlug', () => {
  it.each([
    ['DataGrid', 'data-grid'],
    ['DataGridPremium', 'data-grid-premium'],
    ['GridColDef', 'grid-col-def'],
    ['GridCSVExportOptions', 'grid-csv-export-options'],
    ['TreeItem2', 'tree-item-2'],
    ['TreeItem2Icon', 'tree-item-2-icon'],
    ['Unstable_PickersSectionList', 'pickers-section-list'],
    ['LineChart', 'line-chart'],
    ['Button', 'button'],
    ['ButtonGroup', 'button-group'],
    ['TextField', 'text-field'],
    ['FormControlLabel', 'form-control-label'],
    ['Unstable_Grid2', 'grid-2'],
    ['Unstable_TrapFocus', 'trap-focus'],
  ])('%s -> %s', (name, slug) => {
    expect(apiSlug(name)).toBe(slug);
  });
});

describe('apiPath', () => {
  it('builds product and page paths', () => {
    expect(apiPath('charts')).toBe('/x/api/charts');
    expect(apiPath('data-grid', 'grid-api')).toBe('/x/api/data-grid/grid-api');
  });

  it('puts Material UI pages at /api', () => {
    expect(apiPath('material')).toBe('/api');
    expect(apiPath('material', 'button')).toBe('/api/button');
  });
});
