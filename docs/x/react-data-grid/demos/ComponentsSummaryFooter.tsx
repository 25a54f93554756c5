import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
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
  { id: 1, description: 'Train to Utrecht', category: 'Travel', amount: 24.6 },
  { id: 2, description: 'Team lunch', category: 'Meals', amount: 96.4 },
  { id: 3, description: 'Conference ticket', category: 'Training', amount: 349 },
  { id: 4, description: 'Hotel, two nights', category: 'Travel', amount: 212 },
  { id: 5, description: 'Taxi to the airport', category: 'Travel', amount: 41.3 },
  { id: 6, description: 'Online course', category: 'Training', amount: 59 },
  { id: 7, description: 'Coffee with a client', category: 'Meals', amount: 8.7 },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
];

/** The footer: a running total of the rows that pass the filters, then the standard pagination. */
function TotalFooter() {
  const apiRef = useGridApiContext();
  // Re-renders only when the filtered and sorted rows change.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + (entry.model as Expense).amount, 0);
  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2, fontWeight: 500 }}>
        {`${entries.length} expenses, ${euros.format(total)}`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ComponentsSummaryFooter() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: TotalFooter, toolbar: SearchToolbar }}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
