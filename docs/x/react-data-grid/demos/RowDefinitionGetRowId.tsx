import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

/** Stock levels as an inventory service returns them: no `id` field, one record per SKU and warehouse. */
interface StockLevel {
  warehouse: string;
  sku: string;
  product: string;
  onHand: number;
}

const rows: StockLevel[] = [
  { warehouse: 'RTM', sku: 'KB-201', product: 'Mechanical keyboard', onHand: 42 },
  { warehouse: 'RTM', sku: 'MS-110', product: 'Wireless mouse', onHand: 130 },
  { warehouse: 'LYS', sku: 'KB-201', product: 'Mechanical keyboard', onHand: 7 },
  { warehouse: 'LYS', sku: 'HD-330', product: 'USB-C hub', onHand: 58 },
  { warehouse: 'GDN', sku: 'MS-110', product: 'Wireless mouse', onHand: 0 },
  { warehouse: 'GDN', sku: 'HD-330', product: 'USB-C hub', onHand: 21 },
];

// Neither field is unique alone, the pair is. Defined outside the component, so it never changes.
const getRowId: GridRowIdGetter<StockLevel> = (row) => `${row.warehouse}/${row.sku}`;

const columns: GridColDef<StockLevel>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        checkboxSelection
        hideFooterPagination
      />
    </Box>
  );
}
