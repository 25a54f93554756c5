import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  parcels: number;
  weightKg: number;
}

const CITIES = ['Lisbon', 'Oslo', 'Nairobi', 'Osaka', 'Lima', 'Montreal', 'Tallinn'];

// 87 shipments, computed from their index so every visitor sees the same list.
const rows: Shipment[] = Array.from({ length: 87 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${String(1040 + index).padStart(5, '0')}`,
  destination: CITIES[(index * 5) % CITIES.length],
  parcels: 1 + ((index * 7) % 12),
  weightKg: Math.round((2.5 + ((index * 37) % 90) * 0.75) * 10) / 10,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function PaginationPageSizeOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        slotProps={{ pagination: { labelRowsPerPage: 'Shipments per page' } }}
      />
    </Box>
  );
}
