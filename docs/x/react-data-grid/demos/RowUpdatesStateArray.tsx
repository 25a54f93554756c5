import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  estimateH: number;
}

const TITLES = [
  'Write release notes',
  'Review pull request',
  'Update dependencies',
  'Plan sprint',
  'Fix flaky test',
  'Reply to support',
];

const initialRows: Task[] = [
  { id: 1, title: 'Draft the roadmap', estimateH: 3 },
  { id: 2, title: 'Triage new issues', estimateH: 1 },
  { id: 3, title: 'Pair on the search bug', estimateH: 2 },
];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'estimateH', headerName: 'Estimate (h)', type: 'number', width: 130 },
];

export default function RowUpdatesStateArray() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const nextId = React.useRef(4);

  // Every change creates a new array: that is what tells the grid to update.
  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((previous) => [
      ...previous,
      { id, title: TITLES[id % TITLES.length], estimateH: 1 + (id % 4) },
    ]);
  };

  const removeSelected = () => {
    setRows((previous) => previous.filter((row) => !selection.includes(row.id)));
  };

  const doubleEstimates = () => {
    setRows((previous) =>
      previous.map((row) => ({ ...row, estimateH: row.estimateH * 2 })),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add a task
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={removeSelected}
          disabled={selection.length === 0}
        >
          Remove selected
        </Button>
        <Button size="small" variant="outlined" onClick={doubleEstimates}>
          Double all estimates
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
