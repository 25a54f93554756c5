import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Shift {
  id: string;
  name: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const DAY_NAMES: Record<(typeof DAYS)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
};

const rows: Shift[] = [
  { id: 'anna', name: 'Anna', mon: 8, tue: 8, wed: 4, thu: 8, fri: 6 },
  { id: 'bilal', name: 'Bilal', mon: 6, tue: 0, wed: 8, thu: 8, fri: 8 },
  { id: 'carmen', name: 'Carmen', mon: 8, tue: 8, wed: 8, thu: 0, fri: 4 },
  { id: 'dmitri', name: 'Dmitri', mon: 4, tue: 6, wed: 6, thu: 6, fri: 6 },
  { id: 'esi', name: 'Esi', mon: 0, tue: 8, wed: 8, thu: 8, fri: 8 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'name', headerName: 'Employee', width: 130 },
  ...DAYS.map<GridColDef<Shift>>((day) => ({
    field: day,
    headerName: DAY_NAMES[day],
    type: 'number',
    width: 80,
  })),
];

/** The model also lists cells that were deselected (`false`), so count the `true` entries. */
function countSelected(model: GridCellSelectionModel): number {
  return Object.values(model).reduce(
    (total, fields) => total + Object.values(fields).filter(Boolean).length,
    0,
  );
}

export default function CellSelectionApiRange() {
  const apiRef = useGridApiRef();
  const [selectedCount, setSelectedCount] = React.useState(0);

  const selectMidweek = () => {
    // From Anna's Tuesday to Carmen's Thursday: a 3 x 3 block.
    apiRef.current.selectCellRange(
      { id: 'anna', field: 'tue' },
      { id: 'carmen', field: 'thu' },
    );
  };
  const selectFridays = () => {
    const model: GridCellSelectionModel = {};
    for (const row of rows) model[row.id] = { fri: true };
    apiRef.current.setCellSelectionModel(model);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        <Button size="small" variant="outlined" onClick={selectMidweek}>
          Select Tue–Thu of the first three
        </Button>
        <Button size="small" variant="outlined" onClick={selectFridays}>
          Select every Friday
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setCellSelectionModel({})}
        >
          Clear
        </Button>
        <Typography variant="body2" role="status">
          {`${selectedCount} cells selected`}
        </Typography>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={(model) => setSelectedCount(countSelected(model))}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
