import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridRowModel,
} from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// Fake server that groups on its side. For a path of group keys it answers
// either the next level of groups (with their row count and amount total)
// or, below the last grouping field, the orders themselves.
// ---------------------------------------------------------------------------

interface Order {
  id: number;
  country: 'Portugal' | 'Germany' | 'France' | 'Japan';
  status: 'Paid' | 'Pending' | 'Refunded';
  customer: string;
  amount: number;
}

type GroupField = 'country' | 'status';

const COUNTRIES: Order['country'][] = ['Portugal', 'Germany', 'France', 'Japan'];
const STATUSES: Order['status'][] = ['Paid', 'Paid', 'Pending', 'Refunded', 'Paid'];
const CUSTOMERS = [
  'Velo Lisboa',
  'Radhaus Köln',
  'Cycles Garnier',
  'Sakura Bikes',
  'Harbour Cycles',
];

const ORDERS: Order[] = Array.from({ length: 160 }, (_, index) => ({
  id: 5001 + index,
  country: COUNTRIES[(index * 3) % COUNTRIES.length],
  status: STATUSES[index % STATUSES.length],
  customer: CUSTOMERS[(index * 7) % CUSTOMERS.length],
  amount: 60 + ((index * 4111) % 2400),
}));

/** A row of the answer: a group (with server-side totals) or an order. */
interface ResultRow {
  id: string;
  kind: 'group' | 'order';
  label: string;
  orders: number;
  amount: number;
  customer?: string;
}

function queryGroups(
  groupFields: GroupField[],
  params: GridGetRowsParams,
): Promise<GridGetRowsResponse> {
  const groupKeys = params.groupKeys ?? [];
  const inGroup = ORDERS.filter((order) =>
    groupKeys.every((key, depth) => order[groupFields[depth]] === key),
  );
  const prefix = groupKeys.join('/');
  let rows: ResultRow[];
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length];
    const totals = new Map<string, ResultRow>();
    inGroup.forEach((order) => {
      const key = order[field];
      const group = totals.get(key) ?? {
        id: `group:${prefix}/${key}`,
        kind: 'group',
        label: key,
        orders: 0,
        amount: 0,
      };
      group.orders += 1;
      group.amount += order.amount;
      totals.set(key, group);
    });
    rows = Array.from(totals.values());
  } else {
    rows = inGroup.map((order) => ({
      id: `order:${order.id}`,
      kind: 'order',
      label: `#${order.id}`,
      orders: 1,
      amount: order.amount,
      customer: order.customer,
    }));
  }
  const [sort] = params.sortModel;
  if (sort?.field === 'amount')
    rows.sort((a, b) => (a.amount - b.amount) * (sort.sort === 'desc' ? -1 : 1));
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: rows.length }), 400);
  });
}

// ---------------------------------------------------------------------------

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<ResultRow>[] = [
  { field: 'customer', headerName: 'Customer', width: 160, sortable: false },
  {
    field: 'orders',
    headerName: 'Orders',
    type: 'number',
    width: 100,
    sortable: false,
    valueFormatter: (value: number, row) => (row.kind === 'group' ? String(value) : ''),
  },
  {
    field: 'amount',
    headerName: 'Amount (total for groups)',
    type: 'number',
    width: 210,
    valueFormatter: (value: number) => money.format(value),
  },
];

const LAYOUTS: Record<string, GroupField[]> = {
  Country: ['country'],
  'Country › Status': ['country', 'status'],
  'Status › Country': ['status', 'country'],
};

export default function ServerGroupsViaTreeData() {
  const [layout, setLayout] = React.useState('Country › Status');

  // A new grouping is a new data source: the grid drops its cache and reloads the top level.
  const dataSource = React.useMemo<GridDataSource>(() => {
    const groupFields = LAYOUTS[layout];
    return {
      getRows: (params) => queryGroups(groupFields, params),
      getGroupKey: (row: GridRowModel) => (row as ResultRow).label,
      getChildrenCount: (row: GridRowModel) => {
        const result = row as ResultRow;
        return result.kind === 'group' ? result.orders : 0;
      },
    };
  }, [layout]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        SelectProps={{ native: true }}
        size="small"
        label="Group on the server by"
        value={layout}
        onChange={(event) => setLayout(event.target.value)}
        sx={{ maxWidth: 260 }}
      >
        {Object.keys(LAYOUTS).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          columns={columns}
          unstable_dataSource={dataSource}
          groupingColDef={{
            headerName: 'Group / order',
            width: 230,
            hideDescendantCount: true,
          }}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Stack>
  );
}
