import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: { first: string; last: string };
  unitPrice: number;
  quantity: number;
  discount: number;
}

const rows: Order[] = [
  {
    id: 5012,
    customer: { first: 'Ana', last: 'Pereira' },
    unitPrice: 18.5,
    quantity: 4,
    discount: 0,
  },
  {
    id: 5013,
    customer: { first: 'Dmitri', last: 'Volkov' },
    unitPrice: 249,
    quantity: 1,
    discount: 0.1,
  },
  {
    id: 5014,
    customer: { first: 'Mei', last: 'Lin' },
    unitPrice: 7.25,
    quantity: 12,
    discount: 0.05,
  },
  {
    id: 5015,
    customer: { first: 'Tunde', last: 'Bakare' },
    unitPrice: 64,
    quantity: 3,
    discount: 0.15,
  },
  {
    id: 5016,
    customer: { first: 'Clara', last: 'Schmidt' },
    unitPrice: 120,
    quantity: 2,
    discount: 0,
  },
  {
    id: 5017,
    customer: { first: 'Rafael', last: 'Mendes' },
    unitPrice: 3.9,
    quantity: 40,
    discount: 0.2,
  },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 170,
    // The row holds an object; the column works with the string this returns.
    valueGetter: (_value, row) => `${row.customer.first} ${row.customer.last}`,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value === 0 ? '—' : percent.format(value)),
  },
  {
    field: 'total',
    headerName: 'Total',
    description: 'Unit price × quantity, less the discount',
    type: 'number',
    width: 130,
    // A column with no matching property: its value is computed from the row.
    valueGetter: (_value, row) => row.unitPrice * row.quantity * (1 - row.discount),
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function ColumnDefinitionValueHelpers() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
