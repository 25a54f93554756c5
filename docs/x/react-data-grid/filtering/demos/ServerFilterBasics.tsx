import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  GridColDef,
  GridFilterItem,
  GridFilterModel,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
  GridToolbarQuickFilter,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

const PLANS = ['Free', 'Team', 'Enterprise'] as const;
const FIRST = [
  'Ana',
  'Ben',
  'Chiara',
  'Dev',
  'Elif',
  'Femi',
  'Greta',
  'Hugo',
  'Ivy',
  'Jonas',
];
const LAST = ['Berg', 'Costa', 'Dubois', 'Eze', 'Fischer', 'Gallo'];
const CITIES = ['Berlin', 'Lagos', 'Lyon', 'Oslo', 'Porto', 'Seoul', 'Toronto'];

interface Customer {
  id: number;
  name: string;
  city: string;
  plan: (typeof PLANS)[number];
  seats: number;
}

/** The "database": 60 customers built by a fixed rule, so every visit sees the same table. */
const TABLE: Customer[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`,
  city: CITIES[(index * 3) % CITIES.length],
  plan: PLANS[(index * 5) % PLANS.length],
  seats: 1 + ((index * 37) % 120),
}));

/** What the backend knows how to filter. The columns offer exactly these operators. */
function matchesItem(row: Customer, item: GridFilterItem): boolean {
  if (item.value === undefined || item.value === '' || item.value === null) return true;
  const cell = row[item.field as keyof Customer];
  if (typeof cell === 'number') {
    const wanted = Number(item.value);
    if (Number.isNaN(wanted)) return true;
    if (item.operator === '>') return cell > wanted;
    if (item.operator === '<') return cell < wanted;
    return cell === wanted;
  }
  const text = String(cell).toLowerCase();
  const wanted = String(item.value).toLowerCase();
  if (item.operator === 'startsWith') return text.startsWith(wanted);
  if (item.operator === 'is' || item.operator === 'equals') return text === wanted;
  return text.includes(wanted);
}

function matchesSearch(row: Customer, words: string[]): boolean {
  const haystack = `${row.name} ${row.city} ${row.plan}`.toLowerCase();
  return words.every((word) => haystack.includes(word.toLowerCase()));
}

/** The request a real client would send for this model. */
function toQuery(model: GridFilterModel): string {
  const params = new URLSearchParams();
  model.items
    .filter((item) => item.value !== undefined && item.value !== '')
    .forEach((item) =>
      params.append(`${item.field}[${item.operator}]`, String(item.value)),
    );
  const words = (model.quickFilterValues ?? []).filter(Boolean);
  if (words.length > 0) params.append('q', words.join(' '));
  const query = params.toString();
  return `GET /api/customers${query ? `?${decodeURIComponent(query)}` : ''}`;
}

/** The fake endpoint: filters on "the server" and answers after a short delay. */
function fetchCustomers(model: GridFilterModel): Promise<Customer[]> {
  const words = (model.quickFilterValues ?? []).filter(Boolean).map(String);
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        TABLE.filter(
          (row) =>
            model.items.every((item) => matchesItem(row, item)) &&
            matchesSearch(row, words),
        ),
      );
    }, 400);
  });
}

const only = <T extends { value: string }>(operators: T[], values: string[]) =>
  operators.filter((operator) => values.includes(operator.value));

const columns: GridColDef<Customer>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 150,
    filterOperators: only(getGridStringOperators(), ['contains', 'equals', 'startsWith']),
  },
  {
    field: 'city',
    headerName: 'City',
    width: 120,
    filterOperators: only(getGridStringOperators(), ['contains', 'equals', 'startsWith']),
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: [...PLANS],
    width: 120,
    filterOperators: only(getGridSingleSelectOperators(), ['is']),
  },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 100,
    filterOperators: only(getGridNumericOperators(), ['=', '>', '<']),
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

function ServerToolbar() {
  return (
    <GridToolbarContainer>
      <FiltersButton />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter debounceMs={400} />
    </GridToolbarContainer>
  );
}

export default function ServerFilterBasics() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'plan', operator: 'is', value: 'Enterprise' }],
  });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchCustomers(filterModel).then((result) => {
      if (!current) return; // a newer request is on its way
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          slots={{ toolbar: ServerToolbar }}
          pageSizeOptions={[25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
      >
        Last request: <code>{toQuery(filterModel)}</code>
      </Typography>
    </Box>
  );
}
