import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// Fake server: filters, sorts and pages 2 000 expense lines, and computes the
// totals over ALL the matching lines, not only over the page it returns.
// ---------------------------------------------------------------------------

interface Expense {
  id: number;
  employee: string;
  category: string;
  amount: number;
}

const EMPLOYEES = [
  'Noor Haddad',
  'Tomás Varga',
  'Ines Bauer',
  'Kwame Mensah',
  'Lena Park',
  'Ravi Iyer',
];
const CATEGORIES = ['Travel', 'Meals', 'Software', 'Hardware', 'Training'];

const EXPENSES: Expense[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  employee: EMPLOYEES[(index * 5) % EMPLOYEES.length],
  category: CATEGORIES[(index * 3) % CATEGORIES.length],
  amount: 12 + ((index * 6271) % 1488),
}));

interface ExpensePage {
  rows: Expense[];
  rowCount: number;
  totals: { amount: number; average: number };
}

function queryExpenses(
  pagination: GridPaginationModel,
  sortModel: GridSortModel,
  filterModel: GridFilterModel,
): Promise<ExpensePage> {
  let matching = EXPENSES;
  filterModel.items.forEach((item) => {
    if (item.value === undefined || item.value === '') return;
    if (item.field === 'amount') {
      const bound = Number(item.value);
      matching = matching.filter((row) =>
        item.operator === '>' ? row.amount > bound : row.amount < bound,
      );
    } else {
      const needle = String(item.value).toLowerCase();
      matching = matching.filter((row) =>
        String(row[item.field as keyof Expense])
          .toLowerCase()
          .includes(needle),
      );
    }
  });
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Expense;
    matching = [...matching].sort((a, b) => {
      const order =
        typeof a[field] === 'number'
          ? Number(a[field]) - Number(b[field])
          : String(a[field]).localeCompare(String(b[field]));
      return sort.sort === 'desc' ? -order : order;
    });
  }
  const amount = matching.reduce((sum, row) => sum + row.amount, 0);
  const start = pagination.page * pagination.pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: matching.slice(start, start + pagination.pageSize),
          rowCount: matching.length,
          totals: { amount, average: matching.length ? amount / matching.length : 0 },
        }),
      400,
    );
  });
}

// ---------------------------------------------------------------------------

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Grid rows: expense lines plus one pinned totals line. */
interface ExpenseRow {
  id: number | string;
  employee: string;
  category: string;
  amount: number;
}

const columns: GridColDef<ExpenseRow>[] = [
  {
    field: 'id',
    headerName: 'Line',
    width: 90,
    sortable: false,
    filterable: false,
    // The pinned totals row has a text id: show nothing for it.
    valueFormatter: (value: number | string) =>
      typeof value === 'number' ? String(value) : '',
  },
  {
    field: 'employee',
    headerName: 'Employee',
    flex: 1,
    minWidth: 150,
    filterOperators: getGridStringOperators().filter((op) => op.value === 'contains'),
  },
  {
    field: 'category',
    headerName: 'Category',
    width: 130,
    filterOperators: getGridStringOperators().filter((op) => op.value === 'contains'),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => money.format(value),
    filterOperators: getGridNumericOperators().filter(
      (op) => op.value === '>' || op.value === '<',
    ),
  },
];

export default function ServerTotalsPinnedRow() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [result, setResult] = React.useState<ExpensePage | null>(null);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    queryExpenses(paginationModel, sortModel, filterModel).then((page) => {
      if (!current) return;
      setResult(page);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  const pinnedRows = React.useMemo(
    () =>
      result
        ? {
            bottom: [
              {
                id: 'totals',
                employee: `Total of ${result.rowCount.toLocaleString('en-US')} lines`,
                category: `Average ${money.format(result.totals.average)}`,
                amount: result.totals.amount,
              },
            ],
          }
        : undefined,
    [result],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={result?.rows ?? []}
        rowCount={result?.rowCount ?? 0}
        columns={columns}
        loading={loading}
        pinnedRows={pinnedRows}
        pagination
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        pageSizeOptions={[25, 50]}
        disableMultipleColumnsSorting
        disableMultipleColumnsFiltering
        getRowClassName={(params) => (params.id === 'totals' ? 'expense-totals' : '')}
        sx={{
          '& .expense-totals': { fontWeight: 'fontWeightBold', bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
