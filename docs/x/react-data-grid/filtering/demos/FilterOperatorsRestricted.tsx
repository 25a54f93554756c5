import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  GridColDef,
  GridFilterOperator,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  issued: Date;
}

const rows: Invoice[] = [
  { id: 1, client: 'Northwind Traders', amount: 1250, issued: new Date(2024, 0, 8) },
  { id: 2, client: 'Blue Heron Studio', amount: 480, issued: new Date(2024, 0, 19) },
  { id: 3, client: 'Northwind Logistics', amount: 3100, issued: new Date(2024, 1, 2) },
  { id: 4, client: 'Kestrel Bakery', amount: 215, issued: new Date(2024, 1, 14) },
  { id: 5, client: 'Blue Heron Records', amount: 960, issued: new Date(2024, 2, 1) },
  { id: 6, client: 'Atlas Surveying', amount: 2240, issued: new Date(2024, 2, 22) },
];

const stringOperators = getGridStringOperators();
const contains = stringOperators.find((operator) => operator.value === 'contains');

/** A new operator built on an existing one: it keeps the input and negates the test. */
const doesNotContain: GridFilterOperator<Invoice> = {
  label: 'does not contain',
  value: 'doesNotContain',
  InputComponent: contains?.InputComponent,
  getApplyFilterFn: (item, column) => {
    const test = contains?.getApplyFilterFn(item, column);
    if (!test) return null;
    return (value, row, col, apiRef) => !test(value, row, col, apiRef);
  },
};

const clientOperators = [
  ...stringOperators.filter((operator) =>
    ['contains', 'equals'].includes(operator.value),
  ),
  doesNotContain,
];

// Only two comparisons, with labels in the vocabulary of the readers.
const LABELS: Record<string, string> = { '>': 'more than', '<': 'less than' };
const amountOperators = getGridNumericOperators()
  .filter((operator) => operator.value in LABELS)
  .map((operator) => ({ ...operator, label: LABELS[operator.value] }));

const issuedOperators = getGridDateOperators().filter((operator) =>
  ['after', 'before'].includes(operator.value),
);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Invoice>[] = [
  {
    field: 'client',
    headerName: 'Client',
    flex: 1,
    minWidth: 180,
    filterOperators: clientOperators,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    filterOperators: amountOperators,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 140,
    filterOperators: issuedOperators,
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

export default function FilterOperatorsRestricted() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'client', operator: 'doesNotContain', value: 'northwind' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
