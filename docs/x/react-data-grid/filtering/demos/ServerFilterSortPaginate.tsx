import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

const PRODUCTS = [
  'Desk lamp',
  'Notebook',
  'Backpack',
  'Water bottle',
  'Headphones',
  'Mug',
];
const REGIONS = ['North', 'South', 'East', 'West'];

interface Sale {
  id: number;
  product: string;
  region: string;
  units: number;
}

/** 500 sales built by a fixed rule: the table that lives on the "server". */
const TABLE: Sale[] = Array.from({ length: 500 }, (_, index) => ({
  id: index + 1,
  product: PRODUCTS[(index * 5) % PRODUCTS.length],
  region: REGIONS[(index * 3) % REGIONS.length],
  units: 1 + ((index * 53) % 97),
}));

interface Query {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  paginationModel: GridPaginationModel;
}

interface Page {
  rows: Sale[];
  rowCount: number;
}

/** The fake endpoint does what a database query would: WHERE, ORDER BY, LIMIT/OFFSET. */
function fetchSales({ filterModel, sortModel, paginationModel }: Query): Promise<Page> {
  const words = (filterModel.quickFilterValues ?? [])
    .filter(Boolean)
    .map((word) => String(word).toLowerCase());
  return new Promise((resolve) => {
    setTimeout(() => {
      let result = TABLE.filter((sale) =>
        words.every((word) =>
          `${sale.id} ${sale.product} ${sale.region} ${sale.units}`
            .toLowerCase()
            .includes(word),
        ),
      );
      const [sort] = sortModel;
      if (sort?.sort) {
        const key = sort.field as keyof Sale;
        const sign = sort.sort === 'desc' ? -1 : 1;
        result = [...result].sort((a, b) => {
          const left = a[key];
          const right = b[key];
          if (typeof left === 'number' && typeof right === 'number')
            return sign * (left - right);
          return sign * String(left).localeCompare(String(right), 'en');
        });
      }
      const start = paginationModel.page * paginationModel.pageSize;
      resolve({
        rows: result.slice(start, start + paginationModel.pageSize),
        rowCount: result.length,
      });
    }, 400);
  });
}

const columns: GridColDef<Sale>[] = [
  { field: 'id', headerName: 'Sale', type: 'number', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter debounceMs={400} />
    </GridToolbarContainer>
  );
}

export default function ServerFilterSortPaginate() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [page, setPage] = React.useState<Page>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchSales({ filterModel, sortModel, paginationModel }).then((result) => {
      if (!current) return;
      setPage(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [filterModel, sortModel, paginationModel]);

  // A new filter changes the result set: start again from its first page.
  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setPaginationModel((previous) => ({ ...previous, page: 0 }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 500 }}>
        <DataGrid
          rows={page.rows}
          rowCount={page.rowCount}
          columns={columns}
          loading={loading}
          filterMode="server"
          sortingMode="server"
          paginationMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          disableColumnFilter
          slots={{ toolbar: SearchToolbar }}
        />
      </Box>
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
      >
        Query sent:{' '}
        <code>{JSON.stringify({ filterModel, sortModel, paginationModel })}</code>
      </Typography>
    </Box>
  );
}
