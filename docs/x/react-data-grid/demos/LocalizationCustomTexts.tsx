import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridLocaleText,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Bike {
  id: number;
  model: string;
  frame: string;
  dock: string;
}

const rows: Bike[] = [
  { id: 101, model: 'City 3-speed', frame: 'Step-through', dock: 'Central Station' },
  { id: 102, model: 'City 3-speed', frame: 'Diamond', dock: 'Harbour Square' },
  { id: 103, model: 'E-bike', frame: 'Step-through', dock: 'Central Station' },
  { id: 104, model: 'Cargo', frame: 'Long john', dock: 'Museum Quarter' },
  { id: 105, model: 'E-bike', frame: 'Diamond', dock: 'University' },
];

const columns: GridColDef<Bike>[] = [
  { field: 'id', headerName: 'Bike', width: 90 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 130 },
  { field: 'frame', headerName: 'Frame', width: 130 },
  { field: 'dock', headerName: 'Dock', width: 160 },
];

// Only the keys given here change; every other text keeps its English default.
const bikeTexts: Partial<GridLocaleText> = {
  noRowsLabel: 'No bikes at this dock',
  noResultsOverlayLabel: 'No bike matches the search.',
  toolbarQuickFilterPlaceholder: 'Find a bike…',
  footerRowSelected: (count) =>
    count === 1 ? '1 bike reserved' : `${count.toLocaleString('en-US')} bikes reserved`,
  checkboxSelectionHeaderName: 'Reserve',
  checkboxSelectionSelectRow: 'Reserve this bike',
  checkboxSelectionUnselectRow: 'Release this bike',
  checkboxSelectionSelectAllRows: 'Reserve every bike',
  checkboxSelectionUnselectAllRows: 'Release every bike',
  columnMenuSortAsc: 'Sort A to Z',
  columnMenuSortDesc: 'Sort Z to A',
  MuiTablePagination: {
    labelDisplayedRows: ({ from, to, count }) => `Bikes ${from}–${to} of ${count}`,
  },
};

function BikeToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function LocalizationCustomTexts() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        localeText={bikeTexts}
        slots={{ toolbar: BikeToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
