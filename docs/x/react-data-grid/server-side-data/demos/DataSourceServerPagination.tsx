import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridSortModel,
} from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// A small fake back end that lives in the browser. A real app would call
// fetch() here; the grid only sees the promise that getRows() returns.
// ---------------------------------------------------------------------------

interface Order {
  id: number;
  customer: string;
  country: string;
  status: 'Paid' | 'Pending' | 'Refunded';
  amount: number;
}

const CUSTOMERS = [
  'Velo Lisboa',
  'Radhaus Köln',
  'Cycles Garnier',
  'Maple Cycles',
  'Sakura Bikes',
  'Harbour Cycles',
  'Pedal Norte',
];
const COUNTRIES = [
  'Portugal',
  'Germany',
  'France',
  'Canada',
  'Japan',
  'Australia',
  'Mexico',
];
const STATUSES: Order['status'][] = ['Paid', 'Paid', 'Pending', 'Paid', 'Refunded'];

const ORDERS: Order[] = Array.from({ length: 480 }, (_, index) => ({
  id: 1001 + index,
  customer: CUSTOMERS[(index * 3) % CUSTOMERS.length],
  country: COUNTRIES[(index * 3) % COUNTRIES.length],
  status: STATUSES[index % STATUSES.length],
  amount: 40 + ((index * 7919) % 4960),
}));

function matchesItem(row: Order, item: GridFilterItem): boolean {
  const cell = row[item.field as keyof Order];
  const wanted: unknown = item.value;
  switch (item.operator) {
    case 'isEmpty':
      return cell === '' || cell == null;
    case 'isNotEmpty':
      return !(cell === '' || cell == null);
    case 'isAnyOf':
      return (
        !Array.isArray(wanted) ||
        wanted.length === 0 ||
        wanted.map(String).includes(String(cell))
      );
    default:
      break;
  }
  // An item without a value is still being typed: it filters nothing.
  if (wanted === undefined || wanted === null || wanted === '') return true;
  const text = String(cell).toLowerCase();
  const needle = String(wanted).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return text === needle;
    case 'not':
      return text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case '=':
      return Number(cell) === Number(wanted);
    case '!=':
      return Number(cell) !== Number(wanted);
    case '>':
      return Number(cell) > Number(wanted);
    case '>=':
      return Number(cell) >= Number(wanted);
    case '<':
      return Number(cell) < Number(wanted);
    case '<=':
      return Number(cell) <= Number(wanted);
    default:
      return true;
  }
}

function applyFilter(data: Order[], model: GridFilterModel): Order[] {
  const words = (model.quickFilterValues ?? [])
    .map((word) => String(word).toLowerCase())
    .filter(Boolean);
  return data.filter((row) => {
    const results = model.items.map((item) => matchesItem(row, item));
    const passesItems =
      model.logicOperator === 'or'
        ? results.length === 0 || results.some(Boolean)
        : results.every(Boolean);
    const haystack =
      `${row.id} ${row.customer} ${row.country} ${row.status} ${row.amount}`.toLowerCase();
    return passesItems && words.every((word) => haystack.includes(word));
  });
}

function applySort(data: Order[], model: GridSortModel): Order[] {
  if (model.length === 0) return data;
  return [...data].sort((a, b) => {
    for (const { field, sort } of model) {
      const left = a[field as keyof Order];
      const right = b[field as keyof Order];
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right));
      if (order !== 0) return sort === 'desc' ? -order : order;
    }
    return 0;
  });
}

const LATENCY_MS = 450;

function fetchOrders(
  params: GridGetRowsParams,
): Promise<{ rows: Order[]; rowCount: number }> {
  const matching = applySort(applyFilter(ORDERS, params.filterModel), params.sortModel);
  const { page, pageSize } = params.paginationModel;
  const rows = matching.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: matching.length }), LATENCY_MS);
  });
}

// ---------------------------------------------------------------------------

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  {
    field: 'id',
    headerName: 'Order',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: COUNTRIES,
    width: 130,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Refunded'],
    width: 120,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => money.format(value),
  },
];

function describe(params: GridGetRowsParams): string {
  const { page, pageSize } = params.paginationModel;
  const sort =
    params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
  const filters = params.filterModel.items.filter(
    (item) => item.value !== undefined,
  ).length;
  return `page ${page + 1} × ${pageSize} · sort: ${sort} · filters: ${filters}`;
}

export default function DataSourceServerPagination() {
  const [requests, setRequests] = React.useState<{ key: number; text: string }[]>([]);
  const counter = React.useRef(0);

  // Memoized: a new data source object makes the grid clear its cache and fetch again.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        counter.current += 1;
        const entry = { key: counter.current, text: describe(params) };
        setRequests((previous) => [entry, ...previous].slice(0, 4));
        return fetchOrders(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p">
          Requests sent to the server (latest first)
        </Typography>
        <List dense disablePadding aria-live="polite">
          {requests.map((request) => (
            <ListItem
              key={request.key}
              disableGutters
              sx={{ fontFamily: 'monospace', fontSize: 13 }}
            >
              {`#${request.key} ${request.text}`}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
