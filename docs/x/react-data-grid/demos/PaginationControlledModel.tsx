import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridPaginationModel,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
  paid: boolean;
}

const CUSTOMERS = [
  'Atlas Foods',
  'Brightwave',
  'Cobalt & Co',
  'Delta Print',
  'Evergreen Farms',
];

const rows: Invoice[] = Array.from({ length: 64 }, (_, index) => ({
  id: 2301 + index,
  customer: CUSTOMERS[(index * 3) % CUSTOMERS.length],
  amount: 120 + ((index * 173) % 1900),
  paid: index % 3 !== 0,
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

const PAGE_SIZE = 8;

/** Replaces the footer's TablePagination with numbered page buttons. */
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ py: 1 }}
    />
  );
}

export default function PaginationControlledModel() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="outlined"
          disabled={paginationModel.page === 0}
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={paginationModel.page === lastPage}
          onClick={() => setPaginationModel((model) => ({ ...model, page: lastPage }))}
        >
          Last page
        </Button>
        <Typography variant="body2" role="status">
          {`The app holds page ${paginationModel.page + 1} of ${lastPage + 1}, ${paginationModel.pageSize} rows per page.`}
        </Typography>
      </Stack>
      <Box sx={{ height: 520, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[PAGE_SIZE]}
          slots={{ pagination: NumberedPagination }}
        />
      </Box>
    </Stack>
  );
}
