import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowParams,
  GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  stock: number;
  price: number;
}

const rows: Product[] = [
  { id: 'SKU-101', name: 'Canvas tote bag', stock: 42, price: 18 },
  { id: 'SKU-102', name: 'Enamel mug', stock: 0, price: 14 },
  { id: 'SKU-103', name: 'Notebook, dotted', stock: 120, price: 9 },
  { id: 'SKU-104', name: 'Wool beanie', stock: 7, price: 25 },
  { id: 'SKU-105', name: 'Water bottle', stock: 0, price: 22 },
  { id: 'SKU-106', name: 'Sticker sheet', stock: 300, price: 4 },
  { id: 'SKU-107', name: 'Hoodie, grey', stock: 16, price: 55 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => money.format(value),
  },
];

// Products that are sold out cannot be added to the order.
const isInStock = (params: GridRowParams<Product>) => params.row.stock > 0;

export default function RowSelectionControlled() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['SKU-103']);

  const chosen = rows.filter((row) => selection.includes(row.id));
  const total = chosen.reduce((sum, row) => sum + row.price, 0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 470, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={isInStock}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" role="status" sx={{ flex: 1 }}>
          {chosen.length === 0
            ? 'The order is empty.'
            : `Order: ${chosen.map((row) => row.name).join(', ')}. Total ${money.format(total)}.`}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelection([])}
          disabled={selection.length === 0}
        >
          Clear the order
        </Button>
      </Stack>
    </Stack>
  );
}
