import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellParams, GridColDef, MuiEvent } from '@mui/x-data-grid';

interface BudgetLine {
  id: number;
  item: string;
  amount: number;
  approved: boolean;
}

const initialRows: BudgetLine[] = [
  { id: 1, item: 'Venue rental', amount: 4800, approved: true },
  { id: 2, item: 'Catering', amount: 3150, approved: false },
  { id: 3, item: 'Speaker travel', amount: 2200, approved: true },
  { id: 4, item: 'Printed badges', amount: 380, approved: false },
  { id: 5, item: 'Live captioning', amount: 960, approved: false },
];

const columns: GridColDef<BudgetLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160, editable: true },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 130,
    editable: true,
  },
  {
    field: 'approved',
    headerName: 'Status',
    width: 130,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={value ? 'Approved' : 'Draft'}
        color={value ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];

/** Keys that make the grid start editing the focused cell (not arrows, Tab or shortcuts). */
function startsEditing(event: React.KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return (
    event.key === 'Enter' ||
    event.key === 'Delete' ||
    event.key === 'Backspace' ||
    event.key.length === 1
  );
}

export default function EventsPreventDefault() {
  const [rows, setRows] = React.useState(initialRows);
  const [notice, setNotice] = React.useState(
    'Double-click a Draft line to edit it; Approved lines are protected.',
  );

  const block = (params: GridCellParams<BudgetLine>, event: MuiEvent) => {
    if (params.row.approved && params.isEditable) {
      // Skips the grid's own handlers for this event: no edit mode starts.
      event.defaultMuiPrevented = true;
      setNotice(`"${params.row.item}" is approved: editing was blocked.`);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {notice}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onCellDoubleClick={(params, event) => block(params, event)}
          onCellKeyDown={(params, event) => {
            if (startsEditing(event)) block(params, event);
          }}
          processRowUpdate={(updated: BudgetLine) => {
            setRows((previous) =>
              previous.map((row) => (row.id === updated.id ? updated : row)),
            );
            setNotice(`Saved "${updated.item}".`);
            return updated;
          }}
        />
      </Box>
    </Stack>
  );
}
