import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Room {
  id: string;
  room: string;
  occupants: number;
  capacity: number;
}

const rows: Room[] = [
  { id: 'A1', room: 'Atlas', occupants: 2, capacity: 6 },
  { id: 'B2', room: 'Borealis', occupants: 0, capacity: 4 },
  { id: 'C3', room: 'Cirrus', occupants: 5, capacity: 8 },
  { id: 'D4', room: 'Delta', occupants: 1, capacity: 2 },
];

const columns: GridColDef<Room>[] = [
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120 },
  { field: 'occupants', headerName: 'Occupants', type: 'number', width: 120 },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 110 },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const turn = React.useRef(0);

  // A partial update: only `id` and the changed field. The rest of the row is kept.
  const someoneEnters = () => {
    const ids = apiRef.current.getAllRowIds();
    if (ids.length === 0) return;
    const id = ids[turn.current % ids.length];
    turn.current += 1;
    const room = apiRef.current.getRow<Room>(id);
    if (room && room.occupants < room.capacity) {
      apiRef.current.updateRows([{ id, occupants: room.occupants + 1 }]);
    }
  };

  const addRoom = () => {
    const count = apiRef.current.getRowsCount();
    const id = `N${count + 1}`;
    apiRef.current.updateRows([
      { id, room: `Overflow ${count + 1}`, occupants: 0, capacity: 10 },
    ]);
  };

  // `_action: 'delete'` removes the row with that id.
  const closeFirstRoom = () => {
    const [first] = apiRef.current.getSortedRowIds();
    if (first !== undefined)
      apiRef.current.updateRows([{ id: first, _action: 'delete' }]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={someoneEnters}>
          Someone enters a room
        </Button>
        <Button size="small" variant="outlined" onClick={addRoom}>
          Add a room
        </Button>
        <Button size="small" variant="outlined" onClick={closeFirstRoom}>
          Close the first room
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
