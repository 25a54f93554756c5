import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  estimate: number;
  done: boolean;
}

const initialRows: Task[] = [
  { id: 1, task: 'Draft the release notes', owner: 'Mei', estimate: 2, done: false },
  { id: 2, task: 'Review the migration guide', owner: 'Jonas', estimate: 3, done: true },
  { id: 3, task: 'Record the demo video', owner: 'Amélie', estimate: 5, done: false },
  { id: 4, task: 'Update the screenshots', owner: 'Ravi', estimate: 1, done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  {
    field: 'estimate',
    headerName: 'Estimate (h)',
    type: 'number',
    width: 130,
    editable: true,
  },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

export default function EditingRecipeSingleClick() {
  const [rows, setRows] = React.useState(initialRows);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams) => {
    // Only editable cells, and only if the click landed inside the cell (not on a portal such as a select menu).
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    setCellModesModel((previous) => {
      // Every other cell goes back to view mode (which saves it), this one enters edit mode.
      const next: GridCellModesModel = {};
      Object.entries(previous).forEach(([id, fields]) => {
        next[id] = {};
        Object.keys(fields).forEach((field) => {
          next[id][field] = { mode: GridCellModes.View };
        });
      });
      next[params.id] = {
        ...next[params.id],
        [params.field]: { mode: GridCellModes.Edit },
      };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        processRowUpdate={(updated: Task) => {
          setRows((previous) =>
            previous.map((row) => (row.id === updated.id ? updated : row)),
          );
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
