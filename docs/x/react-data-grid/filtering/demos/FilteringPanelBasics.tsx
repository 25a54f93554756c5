import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridPreferencePanelsValue,
  gridFilterActiveItemsSelector,
  gridPreferencePanelStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const CATEGORIES = ['Garden', 'Kitchen', 'Office', 'Outdoor'] as const;
type Category = (typeof CATEGORIES)[number];

interface Order {
  id: number;
  customer: string;
  category: Category;
  quantity: number;
  total: number;
  ordered: Date;
  express: boolean;
}

const rows: Order[] = [
  {
    id: 1,
    customer: 'Harbor Cafe',
    category: 'Kitchen',
    quantity: 12,
    total: 348,
    ordered: new Date(2024, 2, 4),
    express: false,
  },
  {
    id: 2,
    customer: 'Maple & Pine',
    category: 'Garden',
    quantity: 3,
    total: 89.7,
    ordered: new Date(2024, 2, 6),
    express: true,
  },
  {
    id: 3,
    customer: 'Studio Orbit',
    category: 'Office',
    quantity: 25,
    total: 612.5,
    ordered: new Date(2024, 2, 9),
    express: false,
  },
  {
    id: 4,
    customer: 'Greenfield School',
    category: 'Office',
    quantity: 40,
    total: 980,
    ordered: new Date(2024, 2, 11),
    express: false,
  },
  {
    id: 5,
    customer: 'Trailhead Co.',
    category: 'Outdoor',
    quantity: 6,
    total: 534,
    ordered: new Date(2024, 2, 12),
    express: true,
  },
  {
    id: 6,
    customer: 'Maple & Pine',
    category: 'Garden',
    quantity: 10,
    total: 215,
    ordered: new Date(2024, 2, 15),
    express: false,
  },
  {
    id: 7,
    customer: 'Harbor Cafe',
    category: 'Kitchen',
    quantity: 4,
    total: 126,
    ordered: new Date(2024, 2, 18),
    express: true,
  },
  {
    id: 8,
    customer: 'Lakeside Rentals',
    category: 'Outdoor',
    quantity: 2,
    total: 398,
    ordered: new Date(2024, 2, 21),
    express: false,
  },
  {
    id: 9,
    customer: 'Studio Orbit',
    category: 'Kitchen',
    quantity: 8,
    total: 176,
    ordered: new Date(2024, 2, 22),
    express: false,
  },
  {
    id: 10,
    customer: 'Greenfield School',
    category: 'Garden',
    quantity: 15,
    total: 307.5,
    ordered: new Date(2024, 2, 27),
    express: true,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...CATEGORIES],
    width: 120,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'ordered',
    headerName: 'Ordered',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
  { field: 'express', headerName: 'Express', type: 'boolean', width: 90 },
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

export default function FilteringPanelBasics() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'category', operator: 'is', value: 'Garden' }],
            },
          },
        }}
      />
    </Box>
  );
}
