import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  platforms: number;
  opened: number;
  accessible: boolean;
}

const rows: Station[] = [
  {
    id: 1,
    name: 'Harbour Gate',
    line: 'Blue',
    platforms: 4,
    opened: 1911,
    accessible: true,
  },
  {
    id: 2,
    name: 'Mill Street',
    line: 'Blue',
    platforms: 2,
    opened: 1911,
    accessible: false,
  },
  {
    id: 3,
    name: 'University',
    line: 'Green',
    platforms: 2,
    opened: 1968,
    accessible: true,
  },
  {
    id: 4,
    name: 'Old Market',
    line: 'Green',
    platforms: 3,
    opened: 1968,
    accessible: true,
  },
  {
    id: 5,
    name: 'Riverside',
    line: 'Orange',
    platforms: 2,
    opened: 2004,
    accessible: true,
  },
  {
    id: 6,
    name: 'Airport',
    line: 'Orange',
    platforms: 6,
    opened: 2009,
    accessible: true,
  },
];

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'platforms', headerName: 'Platforms', type: 'number', width: 110 },
];

export default function RowSelectionSingleDetails() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1]);
  const station = rows.find((row) => row.id === selection[0]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 400, flex: 2, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }} aria-live="polite">
        {station ? (
          <>
            <Typography variant="h6" component="p">
              {station.name}
            </Typography>
            <Typography variant="body2">{`${station.line} line, ${station.platforms} platforms`}</Typography>
            <Typography variant="body2">{`Opened in ${station.opened}`}</Typography>
            <Typography variant="body2">
              {station.accessible ? 'Step-free access' : 'Stairs only'}
            </Typography>
          </>
        ) : (
          <Typography variant="body2">Click a station to see its details.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
