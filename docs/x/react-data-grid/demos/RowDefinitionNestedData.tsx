import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

/** One order as a typical REST API returns it: nested objects and a list of lines. */
interface Order {
  id: string;
  placedAt: string; // ISO date string, as JSON carries it
  customer: { name: string; address: { city: string; country: string } };
  lines: { product: string; quantity: number; unitPrice: number }[];
}

const orders: Order[] = [
  {
    id: 'SO-1001',
    placedAt: '2024-05-02',
    customer: { name: 'Oak & Ember', address: { city: 'Bruges', country: 'Belgium' } },
    lines: [
      { product: 'Candle set', quantity: 3, unitPrice: 18 },
      { product: 'Linen napkins', quantity: 2, unitPrice: 12.5 },
    ],
  },
  {
    id: 'SO-1002',
    placedAt: '2024-05-03',
    customer: { name: 'Studio Wren', address: { city: 'Galway', country: 'Ireland' } },
    lines: [{ product: 'Desk organiser', quantity: 1, unitPrice: 34 }],
  },
  {
    id: 'SO-1003',
    placedAt: '2024-05-06',
    customer: { name: 'Pine Hollow Inn', address: { city: 'Bergen', country: 'Norway' } },
    lines: [
      { product: 'Wool throw', quantity: 6, unitPrice: 49 },
      { product: 'Candle set', quantity: 6, unitPrice: 18 },
      { product: 'Ceramic mug', quantity: 12, unitPrice: 9 },
    ],
  },
  {
    id: 'SO-1004',
    placedAt: '2024-05-09',
    customer: {
      name: 'Marlow Books',
      address: { city: 'Leeds', country: 'United Kingdom' },
    },
    lines: [{ product: 'Reading lamp', quantity: 2, unitPrice: 42 }],
  },
];

const orderTotal = (order: Order) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'date',
    width: 130,
    // The API sends strings; date columns expect Date objects.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => row.customer.name,
  },
  {
    field: 'city',
    headerName: 'City',
    width: 160,
    valueGetter: (_value, row) =>
      `${row.customer.address.city}, ${row.customer.address.country}`,
  },
  {
    field: 'items',
    headerName: 'Items',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) =>
      row.lines.reduce((count, line) => count + line.quantity, 0),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function RowDefinitionNestedData() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} hideFooter />
    </Box>
  );
}
