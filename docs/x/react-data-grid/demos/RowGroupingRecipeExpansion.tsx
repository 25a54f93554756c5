import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  GridGroupNode,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  genre: 'Science fiction' | 'Mystery' | 'History';
  decade: string;
  pages: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    genre: 'Science fiction',
    decade: '1960s',
    pages: 304,
  },
  { id: 2, title: 'Solaris', genre: 'Science fiction', decade: '1960s', pages: 204 },
  { id: 3, title: 'Kindred', genre: 'Science fiction', decade: '1970s', pages: 264 },
  { id: 4, title: 'Neuromancer', genre: 'Science fiction', decade: '1980s', pages: 271 },
  { id: 5, title: 'The Name of the Rose', genre: 'Mystery', decade: '1980s', pages: 536 },
  { id: 6, title: 'The Daughter of Time', genre: 'Mystery', decade: '1950s', pages: 206 },
  { id: 7, title: 'Gaudy Night', genre: 'Mystery', decade: '1930s', pages: 501 },
  { id: 8, title: 'SPQR', genre: 'History', decade: '2010s', pages: 608 },
  { id: 9, title: 'The Guns of August', genre: 'History', decade: '1960s', pages: 511 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'decade', headerName: 'Decade', width: 100 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function RowGroupingRecipeExpansion() {
  const apiRef = useGridApiRef();

  /** Opens the groups that `shouldExpand` accepts and closes all the others. */
  const setExpansion = (shouldExpand: (node: GridGroupNode) => boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, shouldExpand(node));
      }
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => setExpansion(() => true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpansion(() => false)}>
          Collapse all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpansion((node) => node.depth === 0)}
        >
          Genres only
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['genre', 'decade'] },
            columns: { columnVisibilityModel: { genre: false, decade: false } },
          }}
          // Start with the largest genre open.
          isGroupExpandedByDefault={(node) =>
            node.groupingField === 'genre' && node.groupingKey === 'Science fiction'
          }
          groupingColDef={{ leafField: 'title', width: 280 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
