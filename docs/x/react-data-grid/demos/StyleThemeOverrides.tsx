import Box from '@mui/material/Box';
import { Theme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';

interface Room {
  id: number;
  name: string;
  floor: number;
  seats: number;
  projector: boolean;
}

const rows: Room[] = [
  { id: 1, name: 'Aurora', floor: 1, seats: 12, projector: true },
  { id: 2, name: 'Borealis', floor: 1, seats: 6, projector: false },
  { id: 3, name: 'Cirrus', floor: 2, seats: 20, projector: true },
  { id: 4, name: 'Drizzle', floor: 2, seats: 4, projector: false },
  { id: 5, name: 'Equinox', floor: 3, seats: 40, projector: true },
];

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Room', flex: 1, minWidth: 140 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 110 },
];

/**
 * Extends the surrounding theme with Data Grid defaults. In an app, put the `MuiDataGrid` entry
 * in the theme you give to the top-level ThemeProvider instead.
 */
const withGridDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
        showCellVerticalBorder: true,
        showColumnVerticalBorder: true,
        disableColumnMenu: true,
      },
      styleOverrides: {
        root: { borderRadius: 0 },
        // With CSS theme variables, `vars` holds the palette as var() references that follow the scheme.
        columnHeader: ({ theme }) => ({
          backgroundColor: (
            (theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme
          ).palette.action.selected,
        }),
        columnHeaderTitle: {
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        },
        cell: { fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
});

export default function StyleThemeOverrides() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
