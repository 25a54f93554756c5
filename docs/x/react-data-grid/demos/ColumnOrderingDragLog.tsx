import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Vehicle {
  id: string;
  model: string;
  driver: string;
  depot: string;
  mileageKm: number;
  nextService: string;
}

const rows: Vehicle[] = [
  {
    id: 'VAN-01',
    model: 'Transit Custom',
    driver: 'Lukas Weber',
    depot: 'North',
    mileageKm: 84210,
    nextService: 'Jul 2024',
  },
  {
    id: 'VAN-02',
    model: 'Vivaro-e',
    driver: 'Amina Yusuf',
    depot: 'North',
    mileageKm: 23890,
    nextService: 'Oct 2024',
  },
  {
    id: 'VAN-03',
    model: 'Sprinter',
    driver: 'Paolo Conti',
    depot: 'Harbour',
    mileageKm: 131400,
    nextService: 'Jun 2024',
  },
  {
    id: 'VAN-04',
    model: 'Kangoo E-Tech',
    driver: 'Ewa Kowalska',
    depot: 'Airport',
    mileageKm: 15320,
    nextService: 'Dec 2024',
  },
  {
    id: 'VAN-05',
    model: 'Transit Connect',
    driver: 'Tom Brennan',
    depot: 'Harbour',
    mileageKm: 67050,
    nextService: 'Aug 2024',
  },
];

const columns: GridColDef<Vehicle>[] = [
  // The identifier stays first: it cannot be dragged, and nothing can be dropped before it.
  { field: 'id', headerName: 'Vehicle', width: 100, disableReorder: true },
  { field: 'model', headerName: 'Model', width: 150 },
  { field: 'driver', headerName: 'Driver', width: 140 },
  { field: 'depot', headerName: 'Depot', width: 100 },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'nextService', headerName: 'Next service', width: 120 },
];

export default function ColumnOrderingDragLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    const name = params.column.headerName ?? params.column.field;
    setLog((entries) =>
      [
        `${name}: position ${params.oldIndex + 1} → ${params.targetIndex + 1}`,
        ...entries,
      ].slice(0, 4),
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" component="p" id="column-order-log-title">
        onColumnOrderChange calls, latest first
      </Typography>
      <List dense aria-labelledby="column-order-log-title" sx={{ py: 0 }}>
        {log.length === 0 ? (
          <ListItem sx={{ color: 'text.secondary' }}>
            Drag a column header to another position.
          </ListItem>
        ) : (
          log.map((entry, index) => (
            <ListItem key={`${index}-${entry}`}>{entry}</ListItem>
          ))
        )}
      </List>
    </Stack>
  );
}
