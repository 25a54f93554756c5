import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  customer: string;
  issued: Date;
  items: number;
  amount: number;
}

const CUSTOMERS = [
  'Velo Lisboa',
  'Radhaus Köln',
  'Cycles Garnier',
  'Maple Cycles',
  'Sakura Bikes',
  'Harbour Cycles',
];

// Twelve monthly invoices with fixed, repeatable values.
const rows: Invoice[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  customer: CUSTOMERS[index % CUSTOMERS.length],
  issued: new Date(2024, index, 5 + (index % 3) * 7),
  items: 3 + ((index * 7) % 11),
  amount: 850 + ((index * 613) % 2900),
}));

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const columns: GridColDef<Invoice>[] = [
  {
    field: 'id',
    headerName: 'Invoice',
    width: 90,
    aggregable: false,
    valueFormatter: (value?: number) => (value === undefined ? '' : `#${value}`),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 140,
    valueFormatter: (value?: Date | null) => (value ? shortDate.format(value) : ''),
  },
  { field: 'items', headerName: 'Items', type: 'number', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    // Also formats the aggregated values of the column.
    valueFormatter: (value?: number | null) => (value == null ? '' : money.format(value)),
  },
];

const initialAggregation: GridAggregationModel = {
  items: 'sum',
  amount: 'avg',
  issued: 'max',
  customer: 'size',
};

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function AggregationTotalsFooter() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={allRows}
            onChange={(event) => setAllRows(event.target.checked)}
          />
        }
        label='Aggregate all rows, ignoring the search (aggregationRowsScope="all")'
      />
      <Box sx={{ height: 480 }}>
        <DataGridPremium
          // Aggregated values use primary.dark by default, too dim on a dark background.
          sx={{ '& .MuiDataGrid-footerCell': { color: 'primary.main' } }}
          rows={rows}
          columns={columns}
          initialState={{ aggregation: { model: initialAggregation } }}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
