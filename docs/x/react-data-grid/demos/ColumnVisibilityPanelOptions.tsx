import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

interface Sensor {
  id: string;
  room: string;
  temperature: number;
  humidity: number;
  co2: number;
  battery: number;
  firmware: string;
}

const rows: Sensor[] = [
  {
    id: 'S-01',
    room: 'Lobby',
    temperature: 21.4,
    humidity: 41,
    co2: 520,
    battery: 88,
    firmware: '2.4.1',
  },
  {
    id: 'S-02',
    room: 'Meeting room A',
    temperature: 23.1,
    humidity: 46,
    co2: 910,
    battery: 64,
    firmware: '2.4.1',
  },
  {
    id: 'S-03',
    room: 'Kitchen',
    temperature: 22.7,
    humidity: 55,
    co2: 640,
    battery: 31,
    firmware: '2.3.9',
  },
  {
    id: 'S-04',
    room: 'Server room',
    temperature: 19.2,
    humidity: 35,
    co2: 430,
    battery: 97,
    firmware: '2.4.1',
  },
  {
    id: 'S-05',
    room: 'Open space',
    temperature: 22.0,
    humidity: 44,
    co2: 780,
    battery: 72,
    firmware: '2.4.0',
  },
];

/** Columns the panel does not offer: technical fields that stay visible or hidden as defined. */
const FIXED_FIELDS = ['id'];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 90 },
  { field: 'room', headerName: 'Room', width: 150, hideable: false },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 110 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
  { field: 'firmware', headerName: 'Firmware', width: 100 },
];

function PanelToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityPanelOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PanelToolbar }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => !FIXED_FIELDS.includes(column.field))
                .map((column) => column.field),
            // Search the header names only, ignoring case.
            searchPredicate: (column, search) =>
              (column.headerName ?? column.field)
                .toLowerCase()
                .includes(search.trim().toLowerCase()),
            toggleAllMode: 'filteredOnly',
          },
        }}
        initialState={{ columns: { columnVisibilityModel: { firmware: false } } }}
        hideFooter
      />
    </Box>
  );
}
