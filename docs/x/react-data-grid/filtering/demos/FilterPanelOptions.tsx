import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridColumnVisibilityModel,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const STATUSES = ['Open', 'In review', 'Merged', 'Closed'] as const;

interface PullRequest {
  id: number;
  title: string;
  author: string;
  status: (typeof STATUSES)[number];
  additions: number;
  deletions: number;
}

const rows: PullRequest[] = [
  {
    id: 101,
    title: 'Fix focus ring in dark mode',
    author: 'amara',
    status: 'Merged',
    additions: 12,
    deletions: 4,
  },
  {
    id: 102,
    title: 'Add CSV export button',
    author: 'bruno',
    status: 'In review',
    additions: 240,
    deletions: 18,
  },
  {
    id: 103,
    title: 'Upgrade build tooling',
    author: 'chen',
    status: 'Open',
    additions: 530,
    deletions: 610,
  },
  {
    id: 104,
    title: 'Typo in README',
    author: 'dalia',
    status: 'Merged',
    additions: 1,
    deletions: 1,
  },
  {
    id: 105,
    title: 'Cache API responses',
    author: 'amara',
    status: 'Closed',
    additions: 88,
    deletions: 2,
  },
  {
    id: 106,
    title: 'Right-to-left layout fixes',
    author: 'farah',
    status: 'In review',
    additions: 64,
    deletions: 31,
  },
];

const columns: GridColDef<PullRequest>[] = [
  {
    field: 'id',
    headerName: 'PR',
    width: 80,
    type: 'number',
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...STATUSES],
    width: 120,
  },
  { field: 'additions', headerName: 'Additions', type: 'number', width: 110 },
  { field: 'deletions', headerName: 'Deletions', type: 'number', width: 110 },
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

function PanelToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <FiltersButton />
    </GridToolbarContainer>
  );
}

export default function FilterPanelOptions() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>({
      deletions: false,
    });

  // The column list of the panel offers the visible columns only (plus the one already chosen).
  const filterColumns = React.useCallback(
    ({ field, columns: allColumns }: FilterColumnsArgs) =>
      allColumns
        .filter(
          (column) =>
            column.field === field || columnVisibilityModel[column.field] !== false,
        )
        .map((column) => column.field),
    [columnVisibilityModel],
  );

  // A new condition starts on Status: the column this team filters most often.
  const getColumnForNewFilter = React.useCallback(
    ({ columns: allColumns }: GetColumnForNewFilterArgs) =>
      allColumns.some((column) => column.field === 'status') ? 'status' : null,
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnVisibilityModel={columnVisibilityModel}
        onColumnVisibilityModelChange={setColumnVisibilityModel}
        slots={{ toolbar: PanelToolbar }}
        slotProps={{
          filterPanel: {
            columnsSort: 'asc',
            getColumnForNewFilter,
            filterFormProps: {
              filterColumns,
              columnInputProps: {
                variant: 'outlined',
                size: 'small',
                sx: { mt: 'auto' },
              },
              operatorInputProps: {
                variant: 'outlined',
                size: 'small',
                sx: { mt: 'auto' },
              },
              valueInputProps: {
                InputComponentProps: { variant: 'outlined', size: 'small' },
              },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 2 } },
          },
        }}
      />
    </Box>
  );
}
