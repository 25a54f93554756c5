import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridAggregationPosition,
  GridColDef,
  GridGroupNode,
  GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: 'Europe' | 'Americas' | 'Asia Pacific';
  store: string;
  units: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'Europe', store: 'Lisbon', units: 120, revenue: 48200 },
  { id: 2, region: 'Europe', store: 'Cologne', units: 95, revenue: 40100 },
  { id: 3, region: 'Europe', store: 'Lyon', units: 88, revenue: 35900 },
  { id: 4, region: 'Americas', store: 'Denver', units: 140, revenue: 61300 },
  { id: 5, region: 'Americas', store: 'Toronto', units: 76, revenue: 30400 },
  { id: 6, region: 'Asia Pacific', store: 'Osaka', units: 110, revenue: 52800 },
  { id: 7, region: 'Asia Pacific', store: 'Sydney', units: 64, revenue: 27500 },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Bold for aggregated values, plain for the rows they come from. */
function RevenueCell(params: GridRenderCellParams<Sale, number>) {
  const text = params.formattedValue ?? '';
  if (params.aggregation) {
    return (
      <Box component="strong" sx={{ color: 'primary.main' }}>
        {text}
      </Box>
    );
  }
  return <span>{text}</span>;
}

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'store', headerName: 'Store', width: 140 },
  { field: 'units', headerName: 'Units sold', type: 'number', width: 130 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number | null) => (value == null ? '' : money.format(value)),
    renderCell: (params) => <RevenueCell {...params} />,
  },
];

type Placement = 'inline' | 'footer' | 'grand-total-only';

const POSITIONS: Record<
  Placement,
  (node: GridGroupNode) => GridAggregationPosition | null
> = {
  // The default: groups show their totals in their own row, the grand total goes to a footer.
  inline: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  footer: () => 'footer',
  'grand-total-only': (node) => (node.depth === -1 ? 'footer' : null),
};

export default function AggregationGroupSubtotals() {
  const [placement, setPlacement] = React.useState<Placement>('inline');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        SelectProps={{ native: true }}
        size="small"
        label="Subtotals"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as Placement)}
        sx={{ maxWidth: 280 }}
      >
        <option value="inline">On the group rows</option>
        <option value="footer">In a footer row under each group</option>
        <option value="grand-total-only">Grand total only</option>
      </TextField>
      <Box sx={{ height: 480 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          // Aggregated values use primary.dark by default, too dim on a dark background.
          sx={{ '& .MuiDataGrid-footerCell': { color: 'primary.main' } }}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['region'] },
            aggregation: { model: { units: 'sum', revenue: 'sum' } },
            columns: { columnVisibilityModel: { region: false } },
          }}
          getAggregationPosition={POSITIONS[placement]}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
