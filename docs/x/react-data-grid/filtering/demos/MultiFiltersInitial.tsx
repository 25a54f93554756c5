import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

const DEPARTMENTS = ['Engineering', 'Design', 'Finance', 'Support'] as const;
const FIRST = [
  'Aino',
  'Bilal',
  'Carmen',
  'Dmitri',
  'Esi',
  'Felix',
  'Gaia',
  'Hiro',
  'Isla',
];
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

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
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

/**
 * Opens the filter panel. Its accessible name is its visible text, including the number of active
 * filters (the stock `GridToolbarFilterButton` is named "Show filters" while it reads "Filters").
 */
function FiltersButton() {
  const apiRef = useGridApiContext();
  const activeCount = useGridSelector(apiRef, gridFilterActiveItemsSelector).length;
  const panel = useGridSelector(apiRef, gridPreferencePanelStateSelector);
  const buttonId = React.useId();
  const panelId = React.useId();
  const isOpen =
    panel.open && panel.openedPanelValue === GridPreferencePanelsValue.filters;

  return (
    <Button
      id={buttonId}
      size="small"
      startIcon={<FilterListIcon />}
      aria-haspopup="true"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onClick={() => apiRef.current.showFilterPanel(undefined, panelId, buttonId)}
    >
      {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
    </Button>
  );
}

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <FiltersButton />
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
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
      >
        filterModel: <code>{JSON.stringify(filterModel)}</code>
      </Typography>
    </Box>
  );
}
