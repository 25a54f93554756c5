import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';
import type { GridValidRowModel } from '@mui/x-data-grid';
import './grid.css';

interface Row extends GridValidRowModel {
  id: number;
  firstName: string;
  lastName: string;
  age: number | null;
}
const rows: GridRowsProp<Row> = [
  { id: 1, firstName: 'Jon', lastName: 'Snow', age: 14 },
  { id: 2, firstName: 'Cersei', lastName: 'Lannister', age: 31 },
  { id: 3, firstName: 'Arya', lastName: 'Stark', age: null },
];
type Columns = GridColDef<Row>[];
const columns: Columns = [
  { field: 'firstName', headerName: 'First name', width: 150 },
  { field: 'lastName', headerName: 'Last name', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  {
    field: 'fullName',
    headerName: 'Full name',
    sortable: false,
    width: 180,
    valueGetter: (_value: never, row: Row) => `${row.firstName} ${row.lastName}`,
  },
];

export default function BasicGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid<Row> rows={rows} columns={columns} />
    </Box>
  );
}
