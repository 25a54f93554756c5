import { isMuiModule, muiNamedImports } from './muiImports';

describe('muiNamedImports', () => {
  it('gives each name imported from an @mui module with its line in the sample', () => {
    const code = [
      "import * as React from 'react';",
      "import { DataGrid, GridToolbar } from '@mui/x-data-grid';",
      "import { styled } from '@mui/material/styles';",
    ].join('\n');
    expect(muiNamedImports(code)).toEqual([
      { module: '@mui/x-data-grid', name: 'DataGrid', line: 2 },
      { module: '@mui/x-data-grid', name: 'GridToolbar', line: 2 },
      { module: '@mui/material/styles', name: 'styled', line: 3 },
    ]);
  });

  it('reads the exported name of an alias, type-only imports and names spread over lines', () => {
    const code = [
      "import type { GridColDef } from '@mui/x-data-grid';",
      'import {',
      '  DataGridPro as Grid,',
      '  type GridApiPro,',
      "} from '@mui/x-data-grid-pro';",
    ].join('\n');
    expect(muiNamedImports(code)).toEqual([
      { module: '@mui/x-data-grid', name: 'GridColDef', line: 1 },
      { module: '@mui/x-data-grid-pro', name: 'DataGridPro', line: 3 },
      { module: '@mui/x-data-grid-pro', name: 'GridApiPro', line: 4 },
    ]);
  });

  it('leaves out default, namespace and side-effect imports and other modules', () => {
    const code = [
      "import Button, { buttonClasses } from '@mui/material/Button';",
      "import * as Grid from '@mui/x-data-grid';",
      "import '@mui/x-data-grid/themeAugmentation';",
      "import { useState } from 'react';",
      "import { helper } from './helper';",
    ].join('\n');
    expect(muiNamedImports(code)).toEqual([{ module: '@mui/material/Button', name: 'buttonClasses', line: 1 }]);
  });

  it('finds imports after other statements and in JSX samples', () => {
    const code = ['const rows = [];', "import { DataGrid } from '@mui/x-data-grid';", '<DataGrid rows={rows} />;'].join(
      '\n',
    );
    expect(muiNamedImports(code)).toEqual([{ module: '@mui/x-data-grid', name: 'DataGrid', line: 2 }]);
  });
});

describe('isMuiModule', () => {
  it('accepts the @mui scope only', () => {
    expect(isMuiModule('@mui/x-data-grid')).toBe(true);
    expect(isMuiModule('@mui/material/styles')).toBe(true);
    expect(isMuiModule('@material-ui/data-grid')).toBe(false);
    expect(isMuiModule('@mui-treasury/x')).toBe(false);
    expect(isMuiModule('react')).toBe(false);
  });
});
