import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  year: number;
  stars: number;
}

const rows: Film[] = [
  { id: 1, title: 'The Quiet Harbour', year: 2019, stars: 4 },
  { id: 2, title: 'Paper Satellites', year: 2021, stars: 2 },
  { id: 3, title: 'Weather for Ghosts', year: 2017, stars: 5 },
  { id: 4, title: 'Eleven Bridges', year: 2022, stars: 3 },
  { id: 5, title: 'A Room Full of Clocks', year: 2020, stars: 4 },
  { id: 6, title: 'Saltwater Letters', year: 2023, stars: 1 },
  { id: 7, title: 'The Last Tram Home', year: 2018, stars: 5 },
];

/** The value input of the operator: five stars instead of a text field. */
function RatingFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const ratingRef = React.useRef<HTMLSpanElement>(null);

  // The panel focuses the value input when it opens: send that focus to the selected star.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      const current = Number(item.value) || 0;
      ratingRef.current
        ?.querySelector<HTMLInputElement>(`input[value="${current || 1}"]`)
        ?.focus();
    },
  }));

  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        pl: 2,
      }}
    >
      <Typography variant="caption" color="text.secondary">
        Minimum
      </Typography>
      <Rating
        ref={ratingRef}
        name={`rating-filter-${item.id ?? 'value'}`}
        value={Number(item.value) || null}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Film, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (item) => {
    if (item.value == null || item.value === '') return null;
    const minimum = Number(item.value);
    return (value) => value >= minimum;
  },
  InputComponent: RatingFilterInput,
  // Shown in the tooltip of the toolbar filter button, which lists the active filters.
  getValueAsString: (value: number) => `${value} star${value === 1 ? '' : 's'}`,
};

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'year',
    headerName: 'Year',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'stars',
    headerName: 'Rating',
    width: 160,
    filterOperators: [atLeastOperator],
    renderCell: (params) => (
      <Rating
        readOnly
        value={params.value as number}
        size="small"
        sx={{ verticalAlign: 'middle' }}
      />
    ),
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

export default function FilterOperatorRating() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'stars', operator: 'atLeast', value: 4 }],
            },
          },
        }}
      />
    </Box>
  );
}
