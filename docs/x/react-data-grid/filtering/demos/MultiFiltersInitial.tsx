import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarFilterButton,
} from '@mui/x-data-grid-pro';

const DEPARTMENTS = ['Engineering', 'Design', 'Finance', 'Support'] as const;
const FIRST = ['Aino', 'Bilal', 'Carmen', 'Dmitri', 'Esi', 'Felix', 'Gaia', 'Hiro', 'Isla'];
const LAST = ['Nieminen', 'Qureshi', 'Ortega', 'Volkov', 'Mensah', 'Brandt', 'Rossi'];

interface Employee {
  id: number;
  name: string;
  department: (typeof DEPARTMENTS)[number];
  salary: number;
  remote: boolean;
  hired: Date;
}

const rows: Employee[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % FIRST.length]} ${LAST[(index * 4) % LAST.length]}`,
  department: DEPARTMENTS[(index * 3) % DEPARTMENTS.length],
  salary: 52000 + ((index * 7919) % 80) * 1000,
  remote: index % 3 !== 0,
  hired: new Date(2015 + (index % 9), (index * 5) % 12, 1 + ((index * 11) % 28)),
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  {
    field: 'hired',
    headerName: 'Hired',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
];

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function MultiFiltersInitial() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
      { id: 2, field: 'salary', operator: '>', value: 90000 },
    ],
    logicOperator: GridLogicOperator.And,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: FilterToolbar }}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        filterModel: <code>{JSON.stringify(filterModel)}</code>
      </Typography>
    </Box>
  );
}
