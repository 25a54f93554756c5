import path from 'node:path';
import { moduleExports } from './packageExports';

const ROOT = path.resolve(__dirname, '../../..');

describe('moduleExports against the installed packages', () => {
  let exports: ReturnType<typeof moduleExports>;
  beforeAll(() => {
    exports = moduleExports(
      [
        '@mui/x-data-grid',
        '@mui/material/styles',
        '@mui/x-data-grid-pro',
        '@mui/x-data-grid',
        '@mui/x-no-such-package',
      ],
      ROOT,
    );
  }, 60_000);

  it('lists components, functions and types, re-exports included', () => {
    const grid = exports.get('@mui/x-data-grid');
    expect(grid?.has('DataGrid')).toBe(true);
    expect(grid?.has('GridColDef')).toBe(true); // a type, re-exported from the models
    expect(grid?.has('useGridApiRef')).toBe(true);
    expect(exports.get('@mui/material/styles')?.has('createTheme')).toBe(true);
    expect(exports.get('@mui/x-data-grid-pro')?.has('DataGridPro')).toBe(true);
  });

  it('does not list what a package does not export (v5 and v6 names, another package)', () => {
    const grid = exports.get('@mui/x-data-grid');
    expect(grid?.has('DataGridPro')).toBe(false);
    expect(grid?.has('GridLinkOperator')).toBe(false); // GridLogicOperator since v6
    expect(grid?.has('GridSelectionModel')).toBe(false); // GridRowSelectionModel since v6
  });

  it('answers each specifier once, and undefined for one that does not resolve', () => {
    expect([...exports.keys()]).toEqual([
      '@mui/x-data-grid',
      '@mui/material/styles',
      '@mui/x-data-grid-pro',
      '@mui/x-no-such-package',
    ]);
    expect(exports.get('@mui/x-no-such-package')).toBeUndefined();
  });
});
