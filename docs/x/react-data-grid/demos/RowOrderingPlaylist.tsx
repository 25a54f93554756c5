import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const initialTracks: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Lanterns', length: '3:42' },
  { id: 2, title: 'Paper Moon Parade', artist: 'Iris Vale', length: '4:05' },
  { id: 3, title: 'Northbound', artist: 'Kestrel Road', length: '3:18' },
  { id: 4, title: 'Quiet Engines', artist: 'Atlas Hum', length: '5:11' },
  { id: 5, title: 'Salt & Static', artist: 'The Lanterns', length: '2:57' },
  { id: 6, title: 'Last Ferry Home', artist: 'Iris Vale', length: '4:26' },
];

/** Moves one item of a list to a new index, returning a new list. */
function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, sortable: false },
  { field: 'artist', headerName: 'Artist', width: 150, sortable: false },
  { field: 'length', headerName: 'Length', width: 100, sortable: false },
];

export default function RowOrderingPlaylist() {
  const [tracks, setTracks] = React.useState<Track[]>(initialTracks);

  // The grid has already moved the row on screen; store the new order in our state.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setTracks((previous) => move(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={tracks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Play order:{' '}
        {tracks.map((track, index) => `${index + 1}. ${track.title}`).join(' · ')}
      </Typography>
    </Box>
  );
}
