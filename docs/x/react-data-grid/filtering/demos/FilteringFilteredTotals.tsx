import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, description: 'Train to Utrecht', category: 'Travel', amount: 42.6 },
  { id: 2, description: 'Team lunch', category: 'Meals', amount: 118.4 },
  { id: 3, description: 'Conference pass', category: 'Training', amount: 450 },
  { id: 4, description: 'Hotel, two nights', category: 'Travel', amount: 236 },
  { id: 5, description: 'Book: Refactoring UI', category: 'Training', amount: 79 },
  { id: 6, description: 'Taxi to the airport', category: 'Travel', amount: 38.5 },
  { id: 7, description: 'Client dinner', category: 'Meals', amount: 164.2 },
  { id: 8, description: 'Online course', category: 'Training', amount: 129 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

/** Reads the rows that pass the filters from the grid state, so the summary follows every filter. */
function TotalsFooter() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const all = useGridSelector(apiRef, gridRowCountSelector);
  const sum = matching.reduce(
    (total, entry) => total + (entry.model as Expense).amount,
    0,
  );

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {matching.length} of {all} expenses
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        Total {usd.format(sum)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilteringFilteredTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar, footer: TotalsFooter }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'category', operator: 'equals', value: 'Travel' }],
            },
          },
        }}
      />
    </Box>
  );
}
