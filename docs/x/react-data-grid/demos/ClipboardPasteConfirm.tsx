import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Contact {
  id: number;
  name: string;
  email: string;
  city: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Aiko Tanaka', email: 'aiko@example.com', city: 'Kyoto' },
  { id: 2, name: 'Bruno Silva', email: 'bruno@example.com', city: 'Recife' },
  { id: 3, name: 'Chloé Martin', email: 'chloe@example.com', city: 'Lyon' },
  { id: 4, name: 'Dev Patel', email: 'dev@example.com', city: 'Pune' },
  { id: 5, name: 'Eva Novák', email: 'eva@example.com', city: 'Brno' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
  { field: 'city', headerName: 'City', width: 120, editable: true },
];

/** Accepts text copied from a spreadsheet (tabs) or a CSV file (commas). */
function splitTabsOrCommas(text: string): string[][] | null {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  const delimiter = lines[0].includes('\t') ? '\t' : ',';
  return lines.map((line) => line.split(delimiter).map((cell) => cell.trim()));
}

interface PendingPaste {
  cells: number;
  resolve: () => void;
  reject: () => void;
}

export default function ClipboardPasteConfirm() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const [pasting, setPasting] = React.useState(false);

  // The paste goes ahead when the promise resolves and is cancelled when it rejects.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((total, line) => total + line.length, 0);
      setPending({ cells, resolve, reject });
    });

  const close = (accept: boolean) => {
    if (accept) pending?.resolve();
    else pending?.reject();
    setPending(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          splitClipboardPastedText={splitTabsOrCommas}
          onBeforeClipboardPasteStart={confirmPaste}
          onClipboardPasteStart={() => setPasting(true)}
          onClipboardPasteEnd={() => setPasting(false)}
          hideFooter
        />
      </Box>
      <Box sx={{ height: 4 }}>{pasting && <LinearProgress aria-label="Pasting" />}</Box>
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Replace existing values?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`The clipboard holds ${pending?.cells ?? 0} values. Pasting overwrites the cells they land on.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
