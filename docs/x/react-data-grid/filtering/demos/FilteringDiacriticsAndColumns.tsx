import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Speaker {
  id: number;
  name: string;
  city: string;
  talk: string;
  internalNote: string;
}

const rows: Speaker[] = [
  {
    id: 1,
    name: 'Zoë Marchetti',
    city: 'Genève',
    talk: 'Accessible data tables',
    internalNote: 'Needs a projector adapter',
  },
  {
    id: 2,
    name: 'Zoe Whitfield',
    city: 'Leeds',
    talk: 'Testing grids in CI',
    internalNote: 'Arrives the day before',
  },
  {
    id: 3,
    name: 'José Alvarado',
    city: 'Málaga',
    talk: 'Server-side pagination',
    internalNote: 'Vegetarian meals',
  },
  {
    id: 4,
    name: 'Jose Kim',
    city: 'Busan',
    talk: 'Virtualization deep dive',
    internalNote: 'Remote talk',
  },
  {
    id: 5,
    name: 'Søren Lund',
    city: 'Århus',
    talk: 'Theming with CSS variables',
    internalNote: 'Shares a slot with Ana',
  },
  {
    id: 6,
    name: 'Ana Călinescu',
    city: 'Cluj',
    talk: 'Editing without losing data',
    internalNote: 'Confirm travel budget',
  },
];

const columns: GridColDef<Speaker>[] = [
  { field: 'name', headerName: 'Speaker', width: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 200 },
  // Visible to organisers, but not something to filter the programme by.
  { field: 'internalNote', headerName: 'Note', width: 200, filterable: false },
];

export default function FilteringDiacriticsAndColumns() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore accents (ignoreDiacritics)"
      />
      <Box sx={{ height: 400, mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'name', operator: 'contains', value: 'zoe' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
