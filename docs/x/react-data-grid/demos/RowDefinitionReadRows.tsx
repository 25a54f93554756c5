import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowId,
  GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  dayHours: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayHours: 4222.6 },
  { id: 2, name: 'Venus', moons: 0, dayHours: 2802 },
  { id: 3, name: 'Earth', moons: 1, dayHours: 24 },
  { id: 4, name: 'Mars', moons: 2, dayHours: 24.7 },
  { id: 5, name: 'Jupiter', moons: 95, dayHours: 9.9 },
  { id: 6, name: 'Saturn', moons: 146, dayHours: 10.7 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 120 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'dayHours', headerName: 'Day length (h)', type: 'number', width: 150 },
];

export default function RowDefinitionReadRows() {
  const apiRef = useGridApiRef();
  const [clicked, setClicked] = React.useState<GridRowId | null>(null);
  const [summary, setSummary] = React.useState(
    'Click a row, then sort or filter and click again.',
  );

  const describeRow = React.useCallback(
    (id: GridRowId) => {
      const row = apiRef.current.getRow<Planet>(id);
      if (!row) return 'That row is gone.';
      const position = apiRef.current.getRowIndexRelativeToVisibleRows(id);
      const total = apiRef.current.getRowsCount();
      const where =
        typeof position === 'number' && position >= 0
          ? `row ${position + 1} on screen`
          : 'hidden by the filter';
      return `getRow(${id}) → ${row.name}, ${row.moons} moons · ${where} · getRowsCount() → ${total}`;
    },
    [apiRef],
  );

  const handleRowClick = (params: GridRowParams<Planet>) => {
    setClicked(params.id);
    setSummary(describeRow(params.id));
  };

  // The position changes with the order and the filter: refresh the text when they change.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('stateChange', () => {
        if (clicked !== null) setSummary(describeRow(clicked));
      }),
    [apiRef, clicked, describeRow],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
