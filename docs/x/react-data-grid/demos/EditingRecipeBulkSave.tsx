import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Price {
  id: number;
  sku: string;
  product: string;
  price: number;
  stock: number;
}

const serverRows: Price[] = [
  { id: 1, sku: 'BK-110', product: 'City bike', price: 790, stock: 14 },
  { id: 2, sku: 'BK-220', product: 'Road bike', price: 1640, stock: 6 },
  { id: 3, sku: 'BK-330', product: 'E-bike', price: 2890, stock: 3 },
  { id: 4, sku: 'AC-410', product: 'Front light', price: 59, stock: 64 },
  { id: 5, sku: 'AC-420', product: 'Folding lock', price: 89, stock: 23 },
];

const columns: GridColDef<Price>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

export default function EditingRecipeBulkSave() {
  // What the server holds, and what the grid shows (saved values plus pending edits).
  const [saved, setSaved] = React.useState(serverRows);
  const [rows, setRows] = React.useState(serverRows);
  const [message, setMessage] = React.useState(
    'Edit prices and stock, then save or discard all changes at once.',
  );

  const pending = React.useMemo(() => {
    const changed = new Map<GridRowId, Set<string>>();
    rows.forEach((row, index) => {
      const original = saved[index];
      (['price', 'stock'] as const).forEach((field) => {
        if (row[field] !== original[field]) {
          const fields = changed.get(row.id) ?? new Set<string>();
          fields.add(field);
          changed.set(row.id, fields);
        }
      });
    });
    return changed;
  }, [rows, saved]);

  const changeCount = Array.from(pending.values()).reduce(
    (count, fields) => count + fields.size,
    0,
  );

  const saveAll = () => {
    // A real app would send only the changed rows in one request here.
    setSaved(rows);
    setMessage(
      `Saved ${changeCount} change${changeCount === 1 ? '' : 's'} on ${pending.size} row${pending.size === 1 ? '' : 's'}.`,
    );
  };

  const discardAll = () => {
    setRows(saved);
    setMessage('All pending changes discarded.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button
          variant="contained"
          size="small"
          disabled={changeCount === 0}
          onClick={saveAll}
        >
          Save all
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={changeCount === 0}
          onClick={discardAll}
        >
          Discard
        </Button>
        <Typography variant="body2" role="status">
          {changeCount
            ? `${changeCount} unsaved change${changeCount === 1 ? '' : 's'}`
            : message}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(updated: Price) => {
            setRows((previous) =>
              previous.map((row) => (row.id === updated.id ? updated : row)),
            );
            return updated;
          }}
          getCellClassName={(params) =>
            pending.get(params.id)?.has(params.field) ? 'pending-change' : ''
          }
          sx={{
            '& .pending-change': {
              bgcolor: 'warning.light',
              color: 'warning.contrastText',
              fontWeight: 'fontWeightMedium',
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
