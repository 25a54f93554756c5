import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  departs: string;
  gate: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'LX 1821',
    from: 'Zurich',
    to: 'Copenhagen',
    departs: '07:40',
    gate: 'A54',
  },
  {
    id: 2,
    flight: 'AF 1115',
    from: 'Paris Charles de Gaulle',
    to: 'Madrid Barajas',
    departs: '08:05',
    gate: 'F22',
  },
  {
    id: 3,
    flight: 'SK 4607',
    from: 'Oslo',
    to: 'Trondheim',
    departs: '08:30',
    gate: 'C8',
  },
  { id: 4, flight: 'TP 1360', from: 'Lisbon', to: 'Porto', departs: '09:15', gate: '14' },
  {
    id: 5,
    flight: 'KL 1007',
    from: 'Amsterdam Schiphol',
    to: 'London Heathrow',
    departs: '09:50',
    gate: 'D6',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100, resizable: false },
  { field: 'from', headerName: 'From', width: 130, minWidth: 90, maxWidth: 320 },
  { field: 'to', headerName: 'To', width: 130, minWidth: 90, maxWidth: 320 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

export default function ColumnResizeTracking() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);
  // Remounting the grid drops the widths the reader set and returns to the column definitions.
  const [generation, setGeneration] = React.useState(0);

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastChange(
      `${params.colDef.headerName ?? params.colDef.field} is now ${Math.round(params.width)}px wide.`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid
          key={generation}
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          // Double-click fits the header and every cell, even an unusually long one.
          autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Alert severity="info" role="status" sx={{ flex: 1, py: 0 }}>
          {lastChange ??
            'Drag the edge of a header, or double-click it to fit the content.'}
        </Alert>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setGeneration((value) => value + 1);
            setLastChange(null);
          }}
        >
          Reset widths
        </Button>
      </Stack>
    </Stack>
  );
}
