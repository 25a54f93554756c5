import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredTopLevelRowCountSelector,
  gridSortModelSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, pages: 204 },
  {
    id: 4,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
  },
  {
    id: 5,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    year: 1993,
    pages: 345,
  },
  {
    id: 6,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
    pages: 209,
  },
  { id: 7, title: 'Neuromancer', author: 'William Gibson', year: 1984, pages: 271 },
  { id: 8, title: 'Hyperion', author: 'Dan Simmons', year: 1989, pages: 482 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

/**
 * Rendered by the grid in its footer slot, so it can reach the grid through context: no apiRef
 * prop is needed, and the selectors re-render it only when the values it reads change.
 */
function SelectionFooter() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, selectedGridRowsCountSelector);
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  const totalPages = () => {
    let pages = 0;
    apiRef.current.getSelectedRows().forEach((row) => {
      pages += (row as Book).pages;
    });
    return pages;
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      useFlexGap
      flexWrap="wrap"
      sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2">{`${visibleCount} books shown`}</Typography>
      <Typography variant="body2">
        {sortModel.length
          ? `Sorted by ${sortModel.map((item) => `${item.field} (${item.sort})`).join(', ')}`
          : 'Not sorted'}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2">
        {selectedCount
          ? `${selectedCount} selected · ${totalPages()} pages to read`
          : 'Nothing selected'}
      </Typography>
      <Button
        size="small"
        disabled={selectedCount === 0}
        onClick={() => apiRef.current.setRowSelectionModel([])}
      >
        Clear selection
      </Button>
    </Stack>
  );
}

export default function ApiContextCustomFooter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: SelectionFooter }}
      />
    </Box>
  );
}
