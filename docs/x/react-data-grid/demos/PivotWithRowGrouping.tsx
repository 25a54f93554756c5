import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface SaleRecord {
  id: number;
  year: number;
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  region: 'Europe' | 'Americas' | 'Asia Pacific';
  product: 'City bike' | 'Road bike' | 'E-bike';
  units: number;
  revenue: number;
}

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const REGIONS = ['Europe', 'Americas', 'Asia Pacific'] as const;
const PRODUCTS = [
  { name: 'City bike', price: 790 },
  { name: 'Road bike', price: 1640 },
  { name: 'E-bike', price: 2890 },
] as const;

// 2 years x 4 quarters x 3 regions x 3 products, with repeatable unit counts.
const rows: SaleRecord[] = [];
[2023, 2024].forEach((year) =>
  QUARTERS.forEach((quarter, q) =>
    REGIONS.forEach((region, r) =>
      PRODUCTS.forEach((product, p) => {
        const units = 20 + (((year - 2023) * 13 + q * 7 + r * 11 + p * 5) % 37);
        rows.push({
          id: rows.length + 1,
          year,
          quarter,
          region,
          product: product.name,
          units,
          revenue: units * product.price,
        });
      }),
    ),
  ),
);

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<SaleRecord>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'product', headerName: 'Product', width: 120 },
  {
    field: 'year',
    headerName: 'Year',
    width: 90,
    valueFormatter: (value?: number) => (value === undefined ? '' : String(value)),
  },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number | null) => (value == null ? '' : money.format(value)),
  },
];

const LAYOUTS: Record<string, GridRowGroupingModel> = {
  'Region › Product': ['region', 'product'],
  'Product › Region': ['product', 'region'],
  'Year › Quarter': ['year', 'quarter'],
};

export default function PivotWithRowGrouping() {
  const apiRef = useGridApiRef();
  const [layout, setLayout] = React.useState('Region › Product');
  const [measure, setMeasure] = React.useState<'sum' | 'avg' | 'max'>('sum');
  const rowGroupingModel = LAYOUTS[layout];
  const aggregationModel = React.useMemo<GridAggregationModel>(
    () => ({ units: measure, revenue: measure }),
    [measure],
  );
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Rows"
          value={layout}
          onChange={(event) => setLayout(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {Object.keys(LAYOUTS).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Values"
          value={measure}
          onChange={(event) => setMeasure(event.target.value as 'sum' | 'avg' | 'max')}
          sx={{ minWidth: 160 }}
        >
          <option value="sum">Sum</option>
          <option value="avg">Average</option>
          <option value="max">Maximum</option>
        </TextField>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          // Aggregated values use primary.dark by default, too dim on a dark background.
          sx={{ '& .MuiDataGrid-footerCell': { color: 'primary.main' } }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          aggregationModel={aggregationModel}
          // The selects own both models: ignore changes made from the column menus.
          disableColumnMenu
          groupingColDef={{ width: 220 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
