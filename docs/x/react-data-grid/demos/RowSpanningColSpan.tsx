import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  room1: string;
  room2: string;
  room3: string;
  /** A plenary session runs in all rooms at once. */
  plenary?: boolean;
}

const rows: Slot[] = [
  {
    id: 1,
    time: '09:00',
    room1: 'Welcome and keynote',
    room2: '',
    room3: '',
    plenary: true,
  },
  {
    id: 2,
    time: '10:00',
    room1: 'Designing APIs',
    room2: 'Data grids at scale',
    room3: 'Accessibility audit',
  },
  {
    id: 3,
    time: '11:00',
    room1: 'Testing strategies',
    room2: 'Theming deep dive',
    room3: 'Charts for dashboards',
  },
  { id: 4, time: '12:00', room1: 'Lunch', room2: '', room3: '', plenary: true },
  {
    id: 5,
    time: '13:30',
    room1: 'Server-side data',
    room2: 'Date pickers in forms',
    room3: 'Workshop: editing',
  },
  { id: 6, time: '15:00', room1: 'Closing panel', room2: '', room3: '', plenary: true },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'room1',
    headerName: 'Room 1',
    flex: 1,
    minWidth: 170,
    // The first room column spans the three room columns for plenary sessions.
    colSpan: (_value, row) => (row.plenary ? 3 : undefined),
    cellClassName: (params) => (params.row.plenary ? 'plenary' : ''),
  },
  { field: 'room2', headerName: 'Room 2', flex: 1, minWidth: 170 },
  { field: 'room3', headerName: 'Room 3', flex: 1, minWidth: 170 },
];

export default function RowSpanningColSpan() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .plenary': {
          justifyContent: 'center',
          textAlign: 'center',
          fontWeight: 600,
          bgcolor: 'action.hover',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
