import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { debounce } from '@mui/material/utils';
import {
  DataGridPro,
  GridColDef,
  GridFetchRowsParams,
  GridFilterModel,
  GridSortModel,
  getGridSingleSelectOperators,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// Fake server holding 10 000 sensor readings. It answers a window of rows
// (first..last index) for the given sort and filter, after a short delay.
// ---------------------------------------------------------------------------

interface Reading {
  id: number;
  sensor: string;
  site: 'North hall' | 'South hall' | 'Roof' | 'Basement';
  temperature: number;
  humidity: number;
}

const SITES: Reading['site'][] = ['North hall', 'South hall', 'Roof', 'Basement'];

const READINGS: Reading[] = Array.from({ length: 10000 }, (_, index) => ({
  id: index + 1,
  sensor: `S-${String((index % 250) + 1).padStart(3, '0')}`,
  site: SITES[index % SITES.length],
  temperature: Math.round((14 + ((index * 37) % 160) / 10) * 10) / 10,
  humidity: 30 + ((index * 13) % 55),
}));

interface Query {
  first: number;
  last: number;
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

function queryReadings({
  first,
  last,
  sortModel,
  filterModel,
}: Query): Promise<{ rows: Reading[]; total: number }> {
  let matching = READINGS;
  // This server only understands one kind of filter: "site is ...".
  const siteFilter = filterModel.items.find(
    (item) => item.field === 'site' && item.operator === 'is' && item.value,
  );
  if (siteFilter) matching = matching.filter((row) => row.site === siteFilter.value);
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Reading;
    matching = [...matching].sort((a, b) => {
      const order =
        typeof a[field] === 'number'
          ? Number(a[field]) - Number(b[field])
          : String(a[field]).localeCompare(String(b[field]));
      return sort.sort === 'desc' ? -order : order;
    });
  }
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({ rows: matching.slice(first, last + 1), total: matching.length }),
      350,
    );
  });
}

// ---------------------------------------------------------------------------

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 90, filterable: false },
  { field: 'sensor', headerName: 'Sensor', width: 110, filterable: false },
  {
    field: 'site',
    headerName: 'Site',
    type: 'singleSelect',
    valueOptions: SITES,
    width: 140,
    // The only operator the server implements.
    filterOperators: getGridSingleSelectOperators().filter(
      (operator) => operator.value === 'is',
    ),
  },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
    filterable: false,
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 130,
    filterable: false,
  },
];

const FIRST_PAGE = 50;

/** What the server's answer depends on: the sort and the filter items that have a value. */
function describeModels(sortModel: GridSortModel, filterModel: GridFilterModel): string {
  const sorts = sortModel.map((item) => [item.field, item.sort]);
  const filters = filterModel.items
    .filter((item) => item.value != null && item.value !== '')
    .map((item) => [item.field, item.operator, item.value]);
  return JSON.stringify([sorts, filters]);
}

export default function LazyLoadingOnFetchRows() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<Reading[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  // First window: loaded once, passed in `rows`; everything else arrives through onFetchRows.
  React.useEffect(() => {
    let active = true;
    queryReadings({
      first: 0,
      last: FIRST_PAGE - 1,
      sortModel: [],
      filterModel: { items: [] },
    }).then(({ rows, total }) => {
      if (!active) return;
      setInitialRows(rows);
      setRowCount(total);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, []);

  // The sort and filter of the rows currently in the grid.
  const modelsKey = React.useRef(describeModels([], { items: [] }));

  const fetchWindow = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const key = describeModels(params.sortModel, params.filterModel);
      const modelsChanged = key !== modelsKey.current;
      modelsKey.current = key;
      setRequests((count) => count + 1);
      const { rows, total } = await queryReadings({
        first: params.firstRowToRender,
        last: params.lastRowToRender,
        sortModel: params.sortModel,
        filterModel: params.filterModel,
      });
      // A newer sort or filter was chosen while this request ran: its rows are outdated.
      if (key !== modelsKey.current) return;
      // Filters change the total.
      setRowCount(total);
      // Rows loaded for the previous sort or filter are wrong at their index now: drop them all.
      if (modelsChanged) apiRef.current.setRows([]);
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    },
    [apiRef],
  );

  // Fast scrolling renders many windows in a row: only ask for the one the reader stops on.
  const onFetchRows = React.useMemo(() => debounce(fetchWindow, 200), [fetchWindow]);
  React.useEffect(() => () => onFetchRows.clear(), [onFetchRows]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {`${rowCount.toLocaleString('en-US')} rows on the server · windows requested: ${requests}`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          rows={initialRows}
          rowCount={rowCount}
          loading={loading}
          rowsLoadingMode="server"
          sortingMode="server"
          filterMode="server"
          onFetchRows={onFetchRows}
          disableMultipleColumnsSorting
        />
      </Box>
    </Stack>
  );
}
