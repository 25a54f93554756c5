import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridLogicOperator,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: number;
  flight: string;
  origin: string;
  destination: string;
  delayMin: number;
  aircraft: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'NX 204',
    origin: 'Lisbon',
    destination: 'Oslo',
    delayMin: 0,
    aircraft: 'A320',
  },
  {
    id: 2,
    flight: 'NX 318',
    origin: 'Oslo',
    destination: 'Vienna',
    delayMin: 25,
    aircraft: 'E195',
  },
  {
    id: 3,
    flight: 'NX 411',
    origin: 'Vienna',
    destination: 'Lisbon',
    delayMin: 5,
    aircraft: 'A321',
  },
  {
    id: 4,
    flight: 'NX 527',
    origin: 'Lisbon',
    destination: 'Vienna',
    delayMin: 48,
    aircraft: 'A320',
  },
  {
    id: 5,
    flight: 'NX 630',
    origin: 'Oslo',
    destination: 'Lisbon',
    delayMin: 0,
    aircraft: 'A321',
  },
  {
    id: 6,
    flight: 'NX 702',
    origin: 'Vienna',
    destination: 'Oslo',
    delayMin: 12,
    aircraft: 'E195',
  },
  {
    id: 7,
    flight: 'NX 815',
    origin: 'Lisbon',
    destination: 'Oslo',
    delayMin: 90,
    aircraft: 'A321',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', width: 110 },
  { field: 'destination', headerName: 'To', width: 110 },
  { field: 'delayMin', headerName: 'Delay (min)', type: 'number', width: 120 },
  { field: 'aircraft', headerName: 'Aircraft', width: 110 },
];

/** Each column can hold one condition: a form offers its own column plus the unused ones. */
function filterColumns({
  field,
  columns: allColumns,
  currentFilters,
}: FilterColumnsArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns
    .filter((column) => column.field === field || !used.has(column.field))
    .map((column) => column.field);
}

/** "Add filter" starts on the first column without a condition, and stops when none is left. */
function getColumnForNewFilter({
  currentFilters,
  columns: allColumns,
}: GetColumnForNewFilterArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns.find((column) => !used.has(column.field))?.field ?? null;
}

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

export default function MultiFiltersPanelRules() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And": every condition must hold.
            logicOperators: [GridLogicOperator.And],
            getColumnForNewFilter,
            filterFormProps: { filterColumns },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'origin', operator: 'equals', value: 'Lisbon' },
                { id: 2, field: 'delayMin', operator: '>', value: 10 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
