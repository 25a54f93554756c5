/**
 * The dashboard's table of the latest orders: a community Data Grid, five rows a page, in a sized box.
 * The grid is named by the section around it ("Latest orders", a region): 7.14.0 declares
 * `aria-label` and `aria-labelledby` props but puts neither on any element.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Circle from '@mui/icons-material/Circle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { RECENT_ORDERS, type OrderStatus, type RecentOrder } from './data';
import { formatMoney } from './stats';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const STATUS_COLOR: Record<OrderStatus, 'success.main' | 'info.main' | 'warning.main' | 'error.main'> = {
  Delivered: 'success.main',
  Shipped: 'info.main',
  Processing: 'warning.main',
  Refunded: 'error.main',
};

const COLUMNS: GridColDef<RecentOrder>[] = [
  { field: 'id', headerName: 'Order', minWidth: 110, flex: 0.8 },
  {
    field: 'date',
    headerName: 'Date',
    minWidth: 120,
    flex: 0.8,
    valueFormatter: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
  },
  { field: 'product', headerName: 'Product', minWidth: 200, flex: 1.6 },
  { field: 'channel', headerName: 'Channel', minWidth: 120, flex: 1 },
  { field: 'items', headerName: 'Items', type: 'number', minWidth: 80, flex: 0.5 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    minWidth: 100,
    flex: 0.7,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 130,
    flex: 0.9,
    renderCell: ({ value }) => {
      const status = value as OrderStatus;
      return (
        <Chip
          size="small"
          variant="outlined"
          label={status}
          icon={<Circle aria-hidden sx={{ '&&': { color: STATUS_COLOR[status], fontSize: 10 } }} />}
        />
      );
    },
  },
];

export default function OrdersGrid() {
  return (
    <Box sx={{ height: 430, width: 1 }}>
      <DataGrid
        rows={RECENT_ORDERS}
        columns={COLUMNS}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
