import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Runner {
  id: number;
  name: string;
  club: string;
  minutes: number;
}

const rows: Runner[] = [
  { id: 11, name: 'Anouk Visser', club: 'Riverside AC', minutes: 41.2 },
  { id: 12, name: 'Kenji Arai', club: 'Hill Harriers', minutes: 38.9 },
  { id: 13, name: 'Olu Adeyemi', club: 'Riverside AC', minutes: 44.5 },
  { id: 14, name: 'Marta Silva', club: 'City Striders', minutes: 39.7 },
  { id: 15, name: 'Erik Lund', club: 'Hill Harriers', minutes: 47.1 },
  { id: 16, name: 'Priya Nair', club: 'City Striders', minutes: 42.3 },
  { id: 17, name: 'Dan Whelan', club: 'Riverside AC', minutes: 40.4 },
];

/** The row's position among the rows that pass the filters, in the current order. */
function RowNumberCell({ id }: GridRenderCellParams<Runner>) {
  const apiRef = useGridApiContext();
  const orderedIds = useGridSelector(apiRef, gridExpandedSortedRowIdsSelector);
  return orderedIds.indexOf(id) + 1;
}

const columns: GridColDef<Runner>[] = [
  {
    field: 'rowNumber',
    headerName: '#',
    width: 60,
    // A display-only column: nothing to sort, filter, reorder or export.
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    disableExport: true,
    renderCell: (params) => <RowNumberCell {...params} />,
  },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'club', headerName: 'Club', width: 150 },
  {
    field: 'minutes',
    headerName: '10 km time',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      `${Math.floor(value)}:${String(Math.round((value % 1) * 60)).padStart(2, '0')}`,
  },
];

export default function RowRecipesRowNumbers() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'minutes', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
