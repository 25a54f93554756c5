import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  departs: string;
  status: 'On time' | 'Delayed' | 'Boarding' | 'Cancelled';
}

const DESTINATIONS = [
  'Lisbon',
  'Berlin',
  'Oslo',
  'Madrid',
  'Tokyo',
  'Toronto',
  'Nairobi',
  'Lima',
  'Seoul',
  'Cairo',
];
const STATUSES: Flight['status'][] = [
  'On time',
  'On time',
  'Delayed',
  'Boarding',
  'On time',
  'Cancelled',
];

// One evening of departures, every 10 minutes from 17:00.
const rows: Flight[] = Array.from({ length: 60 }, (_, index) => {
  const minutes = 17 * 60 + index * 10;
  return {
    id: index + 1,
    flight: `PX ${String(210 + index * 7)}`,
    destination: DESTINATIONS[(index * 3) % DESTINATIONS.length],
    gate: `${'ABC'[index % 3]}${1 + ((index * 5) % 24)}`,
    departs: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    status: STATUSES[index % STATUSES.length],
  };
});

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Delayed', 'Boarding', 'Cancelled'],
    width: 130,
  },
];

export default function ApiRefOutsideControls() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState(
    'Use the buttons to drive the grid from outside.',
  );

  const showDelayed = () => {
    apiRef.current.setFilterModel({
      items: [{ field: 'status', operator: 'is', value: 'Delayed' }],
    });
    setMessage('setFilterModel: only delayed flights are listed.');
  };

  const sortByDestination = () => {
    apiRef.current.sortColumn('destination', 'asc');
    setMessage('sortColumn: sorted by destination, A to Z.');
  };

  const selectVisible = () => {
    // A selector reads derived state: here the ids that pass the filter, in sorted order.
    const visible = gridExpandedSortedRowIdsSelector(apiRef);
    apiRef.current.setRowSelectionModel(visible);
    setMessage(`setRowSelectionModel: ${visible.length} visible rows selected.`);
  };

  const goToLast = () => {
    const rowIndex = apiRef.current.getRowsCount() - 1;
    apiRef.current.scrollToIndexes({ rowIndex, colIndex: 0 });
    setMessage(`scrollToIndexes: scrolled to row index ${rowIndex}.`);
  };

  const reset = () => {
    apiRef.current.setFilterModel({ items: [] });
    apiRef.current.setSortModel([]);
    apiRef.current.setRowSelectionModel([]);
    apiRef.current.scrollToIndexes({ rowIndex: 0 });
    setMessage('Filter, sort and selection cleared.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={showDelayed}>
          Show delayed
        </Button>
        <Button size="small" variant="outlined" onClick={sortByDestination}>
          Sort by destination
        </Button>
        <Button size="small" variant="outlined" onClick={selectVisible}>
          Select visible rows
        </Button>
        <Button size="small" variant="outlined" onClick={goToLast}>
          Scroll to last row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}
        >
          Autosize columns
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'departures' })}
        >
          Export CSV
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Stack>
  );
}
