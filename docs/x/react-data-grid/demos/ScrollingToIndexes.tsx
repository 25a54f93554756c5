import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

type Row = { id: number } & Record<string, number>;

const ROW_COUNT = 100;
const DAY_COUNT = 31;

// Daily readings of 100 meters for one month: one column per day.
const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'Meter', width: 90 },
  ...Array.from({ length: DAY_COUNT }, (_, day): GridColDef<Row> => ({
    field: `d${day + 1}`,
    headerName: `Jan ${day + 1}`,
    type: 'number',
    width: 90,
  })),
];

const rows: Row[] = Array.from({ length: ROW_COUNT }, (_, index) => {
  const row: Row = { id: index + 1 };
  for (let day = 1; day <= DAY_COUNT; day += 1)
    row[`d${day}`] = ((index + 3) * (day + 7) * 37) % 500;
  return row;
});

export default function ScrollingToIndexes() {
  const apiRef = useGridApiRef();
  const [meter, setMeter] = React.useState('75');
  const [day, setDay] = React.useState('28');

  const meterNumber = Number(meter);
  const dayNumber = Number(day);
  const valid =
    Number.isInteger(meterNumber) &&
    meterNumber >= 1 &&
    meterNumber <= ROW_COUNT &&
    Number.isInteger(dayNumber) &&
    dayNumber >= 1 &&
    dayNumber <= DAY_COUNT;

  const go = () => {
    // Indexes count the rows and columns as displayed: after sorting, filtering and hiding.
    const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(meterNumber);
    const colIndex = apiRef.current.getColumnIndex(`d${dayNumber}`);
    if (rowIndex < 0 || colIndex < 0) return;
    apiRef.current.scrollToIndexes({ rowIndex, colIndex });
    // Moving the focus too lets a keyboard user continue from the cell that was found.
    apiRef.current.setCellFocus(meterNumber, `d${dayNumber}`);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          if (valid) go();
        }}
      >
        <TextField
          size="small"
          label="Meter (1–100)"
          value={meter}
          onChange={(event) => setMeter(event.target.value)}
          inputProps={{ inputMode: 'numeric' }}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label="Day (1–31)"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          inputProps={{ inputMode: 'numeric' }}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="contained" size="small" disabled={!valid}>
          Show the reading
        </Button>
        <Button size="small" onClick={() => apiRef.current.scroll({ top: 0, left: 0 })}>
          Back to the top left
        </Button>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
