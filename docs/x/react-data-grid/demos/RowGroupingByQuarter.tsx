import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Payment {
  id: number;
  customer: string;
  paidOn: Date;
  amount: number;
  method: { kind: 'card' | 'transfer'; label: string };
}

const rows: Payment[] = [
  {
    id: 1,
    customer: 'Velo Lisboa',
    paidOn: new Date(2024, 0, 12),
    amount: 3280,
    method: { kind: 'card', label: 'Visa •••• 4242' },
  },
  {
    id: 2,
    customer: 'Radhaus Köln',
    paidOn: new Date(2024, 1, 3),
    amount: 1890,
    method: { kind: 'transfer', label: 'SEPA transfer' },
  },
  {
    id: 3,
    customer: 'Cycles Garnier',
    paidOn: new Date(2024, 2, 28),
    amount: 1788,
    method: { kind: 'card', label: 'Mastercard •••• 4444' },
  },
  {
    id: 4,
    customer: 'Maple Cycles',
    paidOn: new Date(2024, 3, 9),
    amount: 3280,
    method: { kind: 'transfer', label: 'Wire transfer' },
  },
  {
    id: 5,
    customer: 'Sakura Bikes',
    paidOn: new Date(2024, 4, 21),
    amount: 3950,
    method: { kind: 'transfer', label: 'Wire transfer' },
  },
  {
    id: 6,
    customer: 'Pedal Norte',
    paidOn: new Date(2024, 5, 30),
    amount: 1050,
    method: { kind: 'card', label: 'Visa •••• 1881' },
  },
  {
    id: 7,
    customer: 'Harbour Cycles',
    paidOn: new Date(2024, 6, 2),
    amount: 4900,
    method: { kind: 'card', label: 'Amex •••• 0005' },
  },
  {
    id: 8,
    customer: 'Trailhead Supply',
    paidOn: new Date(2024, 7, 19),
    amount: 3570,
    method: { kind: 'transfer', label: 'ACH transfer' },
  },
  {
    id: 9,
    customer: 'Fietsen Smit',
    paidOn: new Date(2024, 8, 5),
    amount: 3160,
    method: { kind: 'transfer', label: 'SEPA transfer' },
  },
  {
    id: 10,
    customer: 'Velo Lisboa',
    paidOn: new Date(2024, 9, 14),
    amount: 1320,
    method: { kind: 'card', label: 'Visa •••• 4242' },
  },
];

const quarterOf = (date: Date) =>
  `${date.getFullYear()} Q${Math.floor(date.getMonth() / 3) + 1}`;
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Payment>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    field: 'paidOn',
    headerName: 'Paid on',
    type: 'date',
    width: 140,
    valueFormatter: (value?: Date) => (value ? shortDate.format(value) : ''),
    // Dates are objects: turn each one into the key of its quarter.
    groupingValueGetter: (value: Date) => quarterOf(value),
  },
  {
    field: 'method',
    headerName: 'Method',
    width: 190,
    // Group rows have no data of their own: `value` is undefined there.
    valueGetter: (value?: Payment['method']) => value?.label,
    // Objects cannot be group keys either: group by the kind of payment.
    groupingValueGetter: (value: Payment['method']) =>
      value.kind === 'card' ? 'Card' : 'Bank transfer',
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined ? '' : money.format(value)),
  },
];

export default function RowGroupingByQuarter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['paidOn'] } }}
        groupingColDef={{
          headerName: 'Quarter / customer',
          leafField: 'customer',
          width: 230,
        }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
