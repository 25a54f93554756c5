import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  email: string;
  role: 'Viewer' | 'Editor' | 'Admin';
}

const initialRows: Member[] = [
  { id: 1, name: 'Noor Haddad', email: 'noor@example.com', role: 'Admin' },
  { id: 2, name: 'Tomás Varga', email: 'tomas@example.com', role: 'Editor' },
  { id: 3, name: 'Hana Kim', email: 'hana@example.com', role: 'Viewer' },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Viewer', 'Editor', 'Admin'],
    width: 120,
    editable: true,
  },
];

interface PendingChange {
  updated: Member;
  original: Member;
  resolve: (row: Member) => void;
}

/** Lists the fields whose value differs, as "field: old → new". */
function describeChange(updated: Member, original: Member): string[] {
  return (Object.keys(updated) as (keyof Member)[])
    .filter((field) => updated[field] !== original[field])
    .map((field) => `${field}: ${String(original[field])} → ${String(updated[field])}`);
}

export default function EditingRecipeConfirmSave() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for this promise: the edit is kept or rolled back when it resolves.
  const processRowUpdate = React.useCallback(
    (updated: Member, original: Member) =>
      new Promise<Member>((resolve) => {
        if (describeChange(updated, original).length === 0) {
          resolve(original);
          return;
        }
        setPending({ updated, original, resolve });
      }),
    [],
  );

  const answer = (keep: boolean) => {
    if (!pending) return;
    if (keep) {
      setRows((previous) =>
        previous.map((row) => (row.id === pending.updated.id ? pending.updated : row)),
      );
      pending.resolve(pending.updated);
    } else {
      // Resolving with the original row cancels the edit without an error.
      pending.resolve(pending.original);
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
      <Dialog
        open={pending !== null}
        onClose={() => answer(false)}
        aria-labelledby="confirm-edit-title"
      >
        <DialogTitle id="confirm-edit-title">Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            {pending && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {describeChange(pending.updated, pending.original).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            )}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
