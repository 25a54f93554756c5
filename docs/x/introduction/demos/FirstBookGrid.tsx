import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Published', type: 'number', width: 110 },
];

// Each row needs a unique `id`; the grid uses it to track rows across sorting and filtering.
const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 5, title: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972 },
  { id: 6, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993 },
];

export default function FirstBookGrid() {
  // The grid fills its parent, so the parent needs a height.
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Science fiction classics"
        initialState={{ sorting: { sortModel: [{ field: 'year', sort: 'asc' }] } }}
      />
    </Box>
  );
}
