import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridPinnedRowsProp,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface RegionSales {
  id: string;
  region: string;
  q1: number;
  q2: number;
  q3: number;
}

const rows: RegionSales[] = [
  { id: 'north', region: 'North', q1: 120400, q2: 131900, q3: 128300 },
  { id: 'south', region: 'South', q1: 98200, q2: 101500, q3: 112700 },
  { id: 'east', region: 'East', q1: 143800, q2: 139200, q3: 150100 },
  { id: 'west', region: 'West', q1: 87600, q2: 95400, q3: 99800 },
  { id: 'central', region: 'Central', q1: 110300, q2: 108900, q3: 117600 },
  { id: 'coast', region: 'Coast', q1: 76500, q2: 83100, q3: 90200 },
];

const target: RegionSales = {
  id: 'target',
  region: 'Target per region',
  q1: 100000,
  q2: 110000,
  q3: 120000,
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const money = (value: number) => usd.format(value);

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 160 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 130, valueFormatter: money },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 130, valueFormatter: money },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 130, valueFormatter: money },
];

function totalsOf(list: RegionSales[]): RegionSales {
  const sum = (key: 'q1' | 'q2' | 'q3') =>
    list.reduce((total, row) => total + row[key], 0);
  return {
    id: 'total',
    region: `Total (${list.length} regions)`,
    q1: sum('q1'),
    q2: sum('q2'),
    q3: sum('q3'),
  };
}

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function RowPinningTotals() {
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState<RegionSales>(() => totalsOf(rows));

  // Pinned rows ignore filters, so the totals row is recomputed from the rows that pass them.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('filteredRowsSet', () => {
        const visible = gridFilteredSortedRowEntriesSelector(apiRef).map(
          (entry) => entry.model as RegionSales,
        );
        setTotals(totalsOf(visible));
      }),
    [apiRef],
  );

  const pinnedRows = React.useMemo<GridPinnedRowsProp<RegionSales>>(
    () => ({ top: [target], bottom: [totals] }),
    [totals],
  );

  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        '& .MuiDataGrid-pinnedRows .MuiDataGrid-cell': { fontWeight: 600 },
      }}
    >
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        slots={{ toolbar: SearchToolbar }}
        hideFooter
      />
    </Box>
  );
}
