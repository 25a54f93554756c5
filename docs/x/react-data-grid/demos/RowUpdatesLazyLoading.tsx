import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFetchRowsParams,
  GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  sensor: string;
  celsius: number;
}

const TOTAL = 10000;
const SENSORS = ['North wall', 'Server rack', 'Loading bay', 'Roof', 'Cold room'];

/** The server's table, computed per index so that 10,000 rows cost nothing until asked for. */
function reading(index: number): Reading {
  return {
    id: index + 1,
    sensor: SENSORS[index % SENSORS.length],
    celsius: Math.round((((index * 7919) % 400) / 10 - 5) * 10) / 10,
  };
}

/** A fake endpoint that returns one slice of the (optionally sorted) table. */
function fetchSlice(
  first: number,
  last: number,
  sortModel: GridSortModel,
): Promise<Reading[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      let table = Array.from({ length: TOTAL }, (_, index) => reading(index));
      const [sort] = sortModel;
      if (sort?.sort) {
        const sign = sort.sort === 'desc' ? -1 : 1;
        const key = sort.field as keyof Reading;
        table = table.sort((a, b) => {
          const left = a[key];
          const right = b[key];
          if (typeof left === 'number' && typeof right === 'number')
            return sign * (left - right);
          return sign * String(left).localeCompare(String(right), 'en');
        });
      }
      resolve(table.slice(first, last + 1));
    }, 300);
  });
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 110 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
  { field: 'celsius', headerName: '°C', type: 'number', width: 100 },
];

export default function RowUpdatesLazyLoading() {
  const apiRef = useGridApiRef();
  // The first screen of rows; everything else arrives through onFetchRows.
  const [initialRows] = React.useState(() =>
    Array.from({ length: 20 }, (_, index) => reading(index)),
  );

  const handleFetchRows = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const slice = await fetchSlice(
        params.firstRowToRender,
        params.lastRowToRender,
        params.sortModel,
      );
      apiRef.current.unstable_replaceRows(params.firstRowToRender, slice);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        rowCount={TOTAL}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        onFetchRows={handleFetchRows}
        density="compact"
        hideFooterPagination
      />
    </Box>
  );
}
