import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface OrderLine {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  email: string;
  address: string;
  placed: Date;
  lines: OrderLine[];
}

const orders: Order[] = [
  {
    id: 'ORD-7731',
    customer: 'Nightjar Coffee',
    email: 'orders@nightjar.example',
    address: '14 Quay Lane, Cork',
    placed: new Date(2024, 6, 2),
    lines: [
      { sku: 'GR-01', product: 'Burr grinder', quantity: 1, unitPrice: 240 },
      { sku: 'FL-12', product: 'Paper filters (x200)', quantity: 6, unitPrice: 7.5 },
    ],
  },
  {
    id: 'ORD-7732',
    customer: 'Atelier Sauge',
    email: 'bonjour@sauge.example',
    address: '3 rue des Tanneurs, Lyon',
    placed: new Date(2024, 6, 3),
    lines: [{ sku: 'KT-40', product: 'Gooseneck kettle', quantity: 2, unitPrice: 65 }],
  },
  {
    id: 'ORD-7733',
    customer: 'Harbour Deli',
    email: 'hello@harbourdeli.example',
    address: '88 Pier Road, Hobart',
    placed: new Date(2024, 6, 5),
    lines: [
      { sku: 'CU-08', product: 'Ceramic cups', quantity: 24, unitPrice: 6 },
      { sku: 'SC-02', product: 'Digital scale', quantity: 2, unitPrice: 39 },
      { sku: 'FL-12', product: 'Paper filters (x200)', quantity: 10, unitPrice: 7.5 },
    ],
  },
  {
    id: 'ORD-7734',
    customer: 'Kiln & Co.',
    email: 'studio@kiln.example',
    address: '27 Mill Street, Leeds',
    placed: new Date(2024, 6, 8),
    lines: [{ sku: 'GR-01', product: 'Burr grinder', quantity: 3, unitPrice: 240 }],
  },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const total = (order: Order) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

/**
 * The detail panel: contact details and the order lines. The panel sits inside the grid's row
 * group, so its content is wrapped in a row with one cell: that keeps the ARIA grid structure valid.
 */
function OrderDetail({ order }: { order: Order }) {
  return (
    <Box
      role="row"
      aria-label={`Details of order ${order.id}`}
      sx={{ py: 2, px: 3, height: '100%', boxSizing: 'border-box' }}
    >
      <Box role="gridcell">
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 4 }}
            sx={{ mb: 2 }}
          >
            <Typography variant="body2">
              <strong>Contact:</strong> {order.email}
            </Typography>
            <Typography variant="body2">
              <strong>Ship to:</strong> {order.address}
            </Typography>
          </Stack>
          <Table size="small" aria-label={`Lines of order ${order.id}`}>
            <TableHead>
              <TableRow>
                <TableCell>SKU</TableCell>
                <TableCell>Product</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Line total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.sku}>
                  <TableCell>{line.sku}</TableCell>
                  <TableCell>{line.product}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">
                    {eur.format(line.quantity * line.unitPrice)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
    </Box>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'placed',
    headerName: 'Placed',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => total(row),
    valueFormatter: (value: number) => eur.format(value),
  },
];

// Both callbacks are defined outside the component: the grid calls them for every row.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <OrderDetail order={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailOrderLines() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: ['ORD-7733'] } }}
        hideFooter
      />
    </Box>
  );
}
