import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Stock {
  id: number;
  product: string;
  warehouse: string;
  quantity: number;
  reorderAt: number;
}

const initialRows: Stock[] = [
  { id: 1, product: 'Desk lamp', warehouse: 'Rotterdam', quantity: 40, reorderAt: 15 },
  { id: 2, product: 'Office chair', warehouse: 'Rotterdam', quantity: 12, reorderAt: 10 },
  { id: 3, product: 'Monitor arm', warehouse: 'Gdańsk', quantity: 55, reorderAt: 20 },
  { id: 4, product: 'Standing desk', warehouse: 'Gdańsk', quantity: 6, reorderAt: 5 },
  { id: 5, product: 'Cable tray', warehouse: 'Porto', quantity: 140, reorderAt: 50 },
  { id: 6, product: 'Footrest', warehouse: 'Porto', quantity: 33, reorderAt: 10 },
];

const columns: GridColDef<Stock>[] = [
  // Not editable: pasted values never land here.
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['Rotterdam', 'Gdańsk', 'Porto'],
    width: 130,
    editable: true,
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'reorderAt',
    headerName: 'Reorder at',
    type: 'number',
    width: 110,
    editable: true,
  },
];

// Text a reader can copy: two lines, cells separated by tabs, like a spreadsheet copy.
const SAMPLE = '75\t30\n8\t4';

export default function ClipboardPastePremium() {
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = React.useCallback((newRow: Stock, oldRow: Stock) => {
    const changes = (Object.keys(newRow) as (keyof Stock)[])
      .filter((key) => newRow[key] !== oldRow[key])
      .map((key) => `${key} ${oldRow[key]} → ${newRow[key]}`);
    if (changes.length > 0) {
      setLog((previous) =>
        [`${newRow.product}: ${changes.join(', ')}`, ...previous].slice(0, 6),
      );
    }
    // A real app would save the row here and return what the server stored.
    return newRow;
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2">
        Copy these values, click a cell of the Quantity column, and press Ctrl+V (⌘V on
        macOS):
      </Typography>
      <Box
        component="textarea"
        readOnly
        rows={2}
        value={SAMPLE}
        aria-label="Values to paste"
        sx={{
          fontFamily: 'monospace',
          fontSize: 14,
          p: 1,
          width: 160,
          resize: 'none',
          color: 'text.primary',
          bgcolor: 'background.paper',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) =>
            setLog((previous) => [`Not saved: ${error.message}`, ...previous])
          }
          hideFooter
        />
      </Box>
      <Box component="ul" aria-label="Saved changes" sx={{ m: 0, pl: 3, minHeight: 24 }}>
        {log.length === 0 ? (
          <Typography component="li" variant="body2">
            No change saved yet.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography component="li" variant="body2" key={`${index}-${entry}`}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
