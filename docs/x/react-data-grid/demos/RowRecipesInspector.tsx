import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellParams,
  GridColDef,
  GridRowId,
  GridRowParams,
  GridRowSelectionModel,
  MuiEvent,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  blurb: string;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    blurb:
      'An envoy visits a planet whose people have no fixed sex, and learns to trust across that difference.',
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    blurb:
      'A writer in 1976 California is pulled back in time to a plantation in antebellum Maryland.',
  },
  {
    id: 3,
    title: 'Solaris',
    author: 'Stanisław Lem',
    year: 1961,
    blurb:
      'Scientists orbiting an ocean planet face an intelligence they cannot begin to understand.',
  },
  {
    id: 4,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    blurb: 'A physicist leaves an anarchist moon to work on its capitalist twin planet.',
  },
  {
    id: 5,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
    blurb:
      'Stalkers smuggle strange artefacts out of zones left behind by a brief alien visit.',
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 190 },
  {
    field: 'year',
    headerName: 'Year',
    width: 80,
    valueFormatter: (value: number) => String(value),
  },
];

export default function RowRecipesInspector() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1]);
  const inspected = rows.find((row) => row.id === selection[0]);

  const inspect = (id: GridRowId) => setSelection([id]);

  // Keyboard readers: Enter on any cell of a row opens it in the inspector.
  const handleCellKeyDown = (
    params: GridCellParams<Book>,
    event: MuiEvent<React.KeyboardEvent>,
  ) => {
    if (event.key === 'Enter') {
      event.defaultMuiPrevented = true;
      inspect(params.id);
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', md: 'row' },
        width: '100%',
      }}
    >
      <Box sx={{ height: 360, flex: 2, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onRowClick={(params: GridRowParams<Book>) => inspect(params.id)}
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Book details"
        sx={{ flex: 1, p: 2, minHeight: 160 }}
      >
        {inspected ? (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {inspected.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {inspected.author}, {inspected.year}
            </Typography>
            <Typography variant="body2">{inspected.blurb}</Typography>
          </>
        ) : (
          <Typography variant="body2">
            Click a row, or press Enter on it, to see its details.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
