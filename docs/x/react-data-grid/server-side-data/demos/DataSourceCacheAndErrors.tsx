import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridDataSourceCacheDefault,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Station {
  id: number;
  city: string;
  bikes: number;
  docks: number;
}

const CITIES = [
  'Lisbon',
  'Porto',
  'Braga',
  'Coimbra',
  'Faro',
  'Aveiro',
  'Évora',
  'Leiria',
];

const STATIONS: Station[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  city: CITIES[index % CITIES.length],
  bikes: (index * 7) % 23,
  docks: 10 + ((index * 5) % 21),
}));

/** The fake server: sorts and slices, answers after a delay, fails when asked to. */
function queryStations(
  params: GridGetRowsParams,
  fail: boolean,
): Promise<GridGetRowsResponse> {
  const sorted = [...STATIONS];
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof Station;
    sorted.sort((a, b) => {
      const order =
        typeof a[field] === 'number'
          ? Number(a[field]) - Number(b[field])
          : String(a[field]).localeCompare(String(b[field]));
      return sort.sort === 'desc' ? -order : order;
    });
  }
  const { page, pageSize } = params.paginationModel;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('503 Service Unavailable: the station service is restarting.'));
      } else {
        resolve({
          rows: sorted.slice(page * pageSize, (page + 1) * pageSize),
          rowCount: sorted.length,
        });
      }
    }, 400);
  });
}

const columns: GridColDef<Station>[] = [
  { field: 'id', headerName: 'Station', type: 'number', width: 100 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'bikes', headerName: 'Bikes available', type: 'number', width: 150 },
  { field: 'docks', headerName: 'Docks', type: 'number', width: 100 },
];

type CacheChoice = 'default' | 'short' | 'off';

export default function DataSourceCacheAndErrors() {
  const apiRef = useGridApiRef();
  const [cacheChoice, setCacheChoice] = React.useState<CacheChoice>('default');
  const [failNext, setFailNext] = React.useState(false);
  const [requestCount, setRequestCount] = React.useState(0);
  const [error, setError] = React.useState<string | null>(null);

  // Read through a ref so that toggling the switch does not create a new data source.
  const failNextRef = React.useRef(failNext);
  failNextRef.current = failNext;

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequestCount((count) => count + 1);
        const shouldFail = failNextRef.current;
        if (shouldFail) setFailNext(false);
        return queryStations(params, shouldFail);
      },
    }),
    [],
  );

  // undefined: the grid's default cache (5 minutes); null: no cache at all.
  const cache = React.useMemo<GridDataSourceCache | null | undefined>(() => {
    if (cacheChoice === 'off') return null;
    if (cacheChoice === 'short') return new GridDataSourceCacheDefault({ ttl: 10_000 });
    return undefined;
  }, [cacheChoice]);

  // Repeats the request for the current page, sort and size.
  const retry = () => {
    setError(null);
    apiRef.current.unstable_dataSource.fetchRows();
  };

  // Forgets every cached answer first, as after a change of the data on the server.
  const refresh = () => {
    apiRef.current.unstable_dataSource.cache.clear();
    retry();
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="unstable_dataSourceCache"
          value={cacheChoice}
          onChange={(event) => setCacheChoice(event.target.value as CacheChoice)}
          sx={{ minWidth: 240 }}
        >
          <option value="default">Default (5 minutes)</option>
          <option value="short">GridDataSourceCacheDefault, ttl 10 s</option>
          <option value="off">null (no cache)</option>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={failNext}
              onChange={(event) => setFailNext(event.target.checked)}
            />
          }
          label="Fail the next request"
        />
        <Button variant="outlined" size="small" onClick={refresh}>
          Clear cache and refetch
        </Button>
        <Typography variant="body2" role="status">
          Requests sent: {requestCount}
        </Typography>
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          unstable_onDataSourceError={(fetchError) => setError(fetchError.message)}
          disableColumnFilter
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          onPaginationModelChange={() => setError(null)}
          onSortModelChange={() => setError(null)}
        />
      </Box>
    </Stack>
  );
}
