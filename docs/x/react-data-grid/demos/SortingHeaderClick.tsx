import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  country: string;
  heightM: number;
  firstAscent: number;
}

// Listed in no particular order, so the first click visibly changes something.
const rows: Peak[] = [
  { id: 1, name: 'Matterhorn', country: 'Switzerland', heightM: 4478, firstAscent: 1865 },
  { id: 2, name: 'Denali', country: 'United States', heightM: 6190, firstAscent: 1913 },
  { id: 3, name: 'Kilimanjaro', country: 'Tanzania', heightM: 5895, firstAscent: 1889 },
  { id: 4, name: 'Aconcagua', country: 'Argentina', heightM: 6961, firstAscent: 1897 },
  { id: 5, name: 'Vinson', country: 'Antarctica', heightM: 4892, firstAscent: 1966 },
  { id: 6, name: 'Everest', country: 'Nepal', heightM: 8849, firstAscent: 1953 },
  { id: 7, name: 'Mont Blanc', country: 'France', heightM: 4806, firstAscent: 1786 },
  { id: 8, name: 'Elbrus', country: 'Russia', heightM: 5642, firstAscent: 1874 },
];

const metres = new Intl.NumberFormat('en-US');

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'heightM',
    headerName: 'Height (m)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => metres.format(value),
  },
  {
    field: 'firstAscent',
    headerName: 'First ascent',
    type: 'number',
    width: 120,
    // Years read better without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

function describe(model: GridSortModel): string {
  if (model.length === 0) return 'Not sorted: rows keep the order of the rows prop.';
  const { field, sort } = model[0];
  const header = columns.find((column) => column.field === field)?.headerName ?? field;
  return `Sorted by ${header}, ${sort === 'asc' ? 'ascending' : 'descending'}.`;
}

export default function SortingHeaderClick() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {describe(sortModel)}
      </Typography>
    </Box>
  );
}
