import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface ItemLine {
  kind: 'item';
  id: string;
  description: string;
  hours: number;
  rate: number;
}

interface SummaryLine {
  kind: 'summary';
  id: string;
  label: string;
  amount: number;
}

type InvoiceLine = ItemLine | SummaryLine;

const items: ItemLine[] = [
  {
    kind: 'item',
    id: 'discovery',
    description: 'Discovery workshop',
    hours: 6,
    rate: 120,
  },
  { kind: 'item', id: 'design', description: 'Interface design', hours: 22, rate: 105 },
  {
    kind: 'item',
    id: 'build',
    description: 'Front-end development',
    hours: 48,
    rate: 95,
  },
  { kind: 'item', id: 'qa', description: 'Accessibility review', hours: 8, rate: 110 },
];

const TAX_RATE = 0.2;
const subtotal = items.reduce((sum, item) => sum + item.hours * item.rate, 0);
const tax = Math.round(subtotal * TAX_RATE * 100) / 100;

const rows: InvoiceLine[] = [
  ...items,
  { kind: 'summary', id: 'subtotal', label: 'Subtotal', amount: subtotal },
  { kind: 'summary', id: 'tax', label: `VAT (${TAX_RATE * 100}%)`, amount: tax },
  { kind: 'summary', id: 'total', label: 'Total due', amount: subtotal + tax },
];

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    sortable: false,
    // Summary lines have a label instead of a description, and it spans the three columns
    // that only items have values for.
    valueGetter: (_value, row) => (row.kind === 'item' ? row.description : row.label),
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: ({ row }) => (row.kind === 'summary' ? 'invoice--summary-label' : ''),
  },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 90,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.hours : null),
  },
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.rate : null),
    valueFormatter: (value: number | null) => (value == null ? '' : money.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    sortable: false,
    valueGetter: (_value, row) =>
      row.kind === 'item' ? row.hours * row.rate : row.amount,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function ColumnSpanningInvoice() {
  return (
    <Box
      sx={{
        height: 430,
        width: '100%',
        '& .MuiDataGrid-cell.invoice--summary-label': {
          textAlign: 'right',
          fontWeight: 600,
        },
        '& .invoice--total': { fontWeight: 700, bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={({ row }) => (row.id === 'total' ? 'invoice--total' : '')}
        disableColumnMenu
        disableRowSelectionOnClick
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
