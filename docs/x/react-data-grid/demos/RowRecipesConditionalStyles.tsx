import Box from '@mui/material/Box';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: Date;
  paid: boolean;
}

const rows: Invoice[] = [
  {
    id: 'INV-301',
    client: 'Lumen Studio',
    amount: 1800,
    due: new Date(2024, 4, 10),
    paid: true,
  },
  {
    id: 'INV-302',
    client: 'Brightwater Ltd',
    amount: 640,
    due: new Date(2024, 4, 18),
    paid: false,
  },
  {
    id: 'INV-303',
    client: 'Cobalt Farms',
    amount: 2250,
    due: new Date(2024, 5, 2),
    paid: false,
  },
  {
    id: 'INV-304',
    client: 'Lumen Studio',
    amount: 980,
    due: new Date(2024, 5, 9),
    paid: true,
  },
  {
    id: 'INV-305',
    client: 'Quarry Books',
    amount: 310,
    due: new Date(2024, 4, 28),
    paid: false,
  },
  {
    id: 'INV-306',
    client: 'Cobalt Farms',
    amount: 1420,
    due: new Date(2024, 5, 20),
    paid: false,
  },
  {
    id: 'INV-307',
    client: 'Brightwater Ltd',
    amount: 760,
    due: new Date(2024, 3, 30),
    paid: true,
  },
];

// A fixed "today", so the page shows the same overdue invoices to every reader.
const TODAY = new Date(2024, 5, 1);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    // The state is also written out, so it never depends on colour alone.
    valueGetter: (_value, row) =>
      row.paid ? 'Paid' : row.due < TODAY ? 'Overdue' : 'Open',
    renderCell: ({ value }) =>
      value === 'Overdue' ? (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ErrorOutlineIcon fontSize="small" sx={{ color: 'error.main' }} />
          {value}
        </Box>
      ) : (
        value
      ),
  },
];

/** Two independent classes: zebra striping by position, and a highlight by data. */
function getRowClassName({
  row,
  indexRelativeToCurrentPage,
}: GridRowClassNameParams<Invoice>) {
  const classes = [indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd'];
  if (!row.paid && row.due < TODAY) classes.push('row--overdue');
  if (row.paid) classes.push('row--paid');
  return classes.join(' ');
}

export default function RowRecipesConditionalStyles() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        '& .row--odd': { bgcolor: 'action.hover' },
        // A bar in the error colour and bold text. The text keeps its normal colour, which has
        // enough contrast on the striped rows in light and dark mode alike.
        '& .row--overdue': { fontWeight: 600 },
        '& .row--overdue .MuiDataGrid-cell:first-of-type': {
          borderLeft: '4px solid',
          borderLeftColor: 'error.main',
        },
        '& .row--paid': { color: 'text.secondary' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
