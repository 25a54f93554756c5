import Box from '@mui/material/Box';
import Chip, { ChipProps } from '@mui/material/Chip';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

const DEPARTMENTS = ['Engineering', 'Design', 'Marketing', 'Sales', 'Support'] as const;
const STATUSES = ['Active', 'On leave', 'Probation'] as const;

type Department = (typeof DEPARTMENTS)[number];
type Status = (typeof STATUSES)[number];

interface Employee {
  id: number;
  name: string;
  department: Department;
  salary: number;
  bonus: number;
  startDate: Date;
  remote: boolean;
  status: Status;
}

const FIRST_NAMES = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah', 'Goran', 'Hana'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Ruiz', 'Novak', 'Haddad'];

// Park–Miller generator: the same seed always yields the same sequence,
// so the server and the browser render identical rows.
function createSeededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)];
}

function createEmployees(count: number): Employee[] {
  const random = createSeededRandom(2024);
  return Array.from({ length: count }, (_, index) => {
    const salary = 45000 + Math.round(random() * 70) * 1000;
    const startYear = 2014 + Math.floor(random() * 10);
    const startMonth = Math.floor(random() * 12); // 0 = January
    const startDay = 1 + Math.floor(random() * 28);
    return {
      id: index + 1,
      // 8 first names x 7 last names: this pairing stays unique for 56 rows.
      name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 3) % LAST_NAMES.length]}`,
      department: pick(DEPARTMENTS, random),
      salary,
      bonus: Math.round((salary * random() * 0.15) / 100) * 100,
      startDate: new Date(startYear, startMonth, startDay),
      remote: random() > 0.5,
      status: pick(STATUSES, random),
    };
  });
}

const rows = createEmployees(40);

// Fixed locales keep the formatted values identical for every visitor.
const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const STATUS_COLORS: Record<Status, ChipProps['color']> = {
  Active: 'success',
  'On leave': 'warning',
  Probation: 'info',
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'bonus',
    headerName: 'Bonus',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'totalPay',
    headerName: 'Total pay',
    type: 'number',
    width: 120,
    // Computed column: not stored in the row, derived from two other fields.
    valueGetter: (_value, row) => row.salary + row.bonus,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...STATUSES],
    width: 120,
    renderCell: ({ row }) => (
      <Chip
        label={row.status}
        color={STATUS_COLORS[row.status]}
        size="small"
        variant="outlined"
      />
    ),
  },
];

/**
 * Columns, density, export and a quick search box. Filters stay one click away in each column's
 * menu; the toolbar's filter button is left out because its hidden counter badge ("0") becomes part
 * of the button's accessible name and no longer matches its visible label.
 */
function DemoToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function DataGridOverviewDemo() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: DemoToolbar }}
        pageSizeOptions={[10, 25, 50]}
        initialState={{
          sorting: { sortModel: [{ field: 'totalPay', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
      />
    </Box>
  );
}
