import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Budget {
  id: number;
  team: string;
  budget: number;
}

const initialRows: Budget[] = [
  { id: 1, team: 'Marketing', budget: 120000 },
  { id: 2, team: 'Research', budget: 340000 },
  { id: 3, team: 'Facilities', budget: 86000 },
  { id: 4, team: 'Support', budget: 150000 },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 150 },
  {
    field: 'budget',
    headerName: 'Yearly budget',
    type: 'number',
    width: 170,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
];

interface PendingChange {
  newRow: Budget;
  oldRow: Budget;
  resolve: (row: Budget) => void;
  reject: (error: Error) => void;
}

/** Pretends to save on a server; fails on purpose when asked to. */
function saveBudget(row: Budget, fail: boolean): Promise<Budget> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) reject(new Error(`The server refused the new budget of ${row.team}.`));
      else resolve(row);
    }, 400);
  });
}

export default function EditingConfirmSave() {
  const [rows, setRows] = React.useState<Budget[]>(initialRows);
  const [pending, setPending] = React.useState<PendingChange | null>(null);
  const [failSaves, setFailSaves] = React.useState(false);
  // The last message stays in state while the snackbar closes, so its exit animation has content.
  const [message, setMessage] = React.useState<{
    text: string;
    severity: 'success' | 'error';
  }>({
    text: '',
    severity: 'success',
  });
  const [messageOpen, setMessageOpen] = React.useState(false);
  const notify = (text: string, severity: 'success' | 'error') => {
    setMessage({ text, severity });
    setMessageOpen(true);
  };

  // The grid waits for this promise: the cell stays in edit mode until it settles.
  const processRowUpdate = (newRow: Budget, oldRow: Budget): Promise<Budget> => {
    if (newRow.budget === oldRow.budget) return Promise.resolve(oldRow);
    return new Promise((resolve, reject) =>
      setPending({ newRow, oldRow, resolve, reject }),
    );
  };

  const handleNo = () => {
    pending?.resolve(pending.oldRow); // keep the old value, leave edit mode
    setPending(null);
  };

  const handleYes = async () => {
    if (!pending) return;
    const { newRow, resolve, reject } = pending;
    setPending(null);
    try {
      const saved = await saveBudget(newRow, failSaves);
      setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
      notify(`${saved.team} budget saved.`, 'success');
      resolve(saved);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failSaves}
            onChange={(event) => setFailSaves(event.target.checked)}
          />
        }
        label="Make the server refuse saves"
      />
      <Box sx={{ height: 300, mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          // A rejected promise lands here; the cell goes back to edit mode with the typed value.
          onProcessRowUpdateError={(error: Error) => notify(error.message, 'error')}
          hideFooter
        />
      </Box>
      <Dialog open={pending !== null} onClose={handleNo} maxWidth="xs">
        <DialogTitle>Change the budget?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending
              ? `${pending.oldRow.team}: ${usd.format(pending.oldRow.budget)} → ${usd.format(pending.newRow.budget)}`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleNo}>No, keep it</Button>
          <Button onClick={handleYes} variant="contained">
            Yes, save
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={messageOpen}
        autoHideDuration={5000}
        onClose={() => setMessageOpen(false)}
      >
        <Alert
          severity={message.severity}
          onClose={() => setMessageOpen(false)}
          variant="filled"
        >
          {message.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
