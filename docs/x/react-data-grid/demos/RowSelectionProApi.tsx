import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Booking {
  id: number;
  guest: string;
  nights: number;
  room: 'Single' | 'Double' | 'Suite';
}

const GUESTS = [
  'R. Alvarez',
  'J. Müller',
  'A. Sato',
  'L. Dubois',
  'P. Kowalski',
  'N. Mensah',
  'H. Park',
];
const ROOMS: Booking['room'][] = ['Single', 'Double', 'Double', 'Suite'];

const rows: Booking[] = Array.from({ length: 30 }, (_, index) => ({
  id: 501 + index,
  guest: GUESTS[index % GUESTS.length],
  nights: 1 + ((index * 5) % 9),
  room: ROOMS[(index * 3) % ROOMS.length],
}));

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Booking', width: 100 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 130 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

export default function RowSelectionProApi() {
  const apiRef = useGridApiRef();

  const selectSuites = () => {
    const suiteIds = rows.filter((row) => row.room === 'Suite').map((row) => row.id);
    // `resetSelection: true` replaces the selection instead of adding to it.
    apiRef.current.selectRows(suiteIds, true, true);
  };
  const selectRange = () =>
    apiRef.current.selectRowRange({ startId: 505, endId: 509 }, true, true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button size="small" variant="outlined" onClick={selectSuites}>
          Select every suite
        </Button>
        <Button size="small" variant="outlined" onClick={selectRange}>
          Select bookings 505 to 509
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowSelectionModel([])}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
