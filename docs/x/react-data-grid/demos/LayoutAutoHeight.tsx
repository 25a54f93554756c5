import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  meal: 'Vegetarian' | 'Fish' | 'Vegan';
}

const NAMES = [
  'Lena Brandt',
  'Omar Haddad',
  'Sofia Ricci',
  'Kwame Mensah',
  'Yui Sato',
  'Pablo Ortega',
  'Mira Novak',
];
const MEALS: Guest['meal'][] = ['Vegetarian', 'Fish', 'Vegan'];

function guest(index: number): Guest {
  return {
    id: index + 1,
    name: NAMES[index % NAMES.length],
    table: 1 + (index % 4),
    meal: MEALS[index % MEALS.length],
  };
}

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'table', headerName: 'Table', type: 'number', width: 90 },
  { field: 'meal', headerName: 'Meal', width: 130 },
];

export default function LayoutAutoHeight() {
  const [rows, setRows] = React.useState<Guest[]>(() => [0, 1, 2].map(guest));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows((current) => [...current, guest(current.length)])}
        >
          Add a guest
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={rows.length === 0}
          onClick={() => setRows((current) => current.slice(0, -1))}
        >
          Remove the last guest
        </Button>
      </Stack>
      {/* No height on the parent: with autoHeight the grid is as tall as its rows. */}
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Stack>
  );
}
