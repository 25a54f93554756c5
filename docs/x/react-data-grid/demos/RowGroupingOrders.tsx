import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  region: 'Europe' | 'Americas' | 'Asia Pacific';
  country: string;
  category: 'Bikes' | 'Components' | 'Clothing';
  product: string;
  quantity: number;
  total: number;
}

const rows: Order[] = [
  {
    id: 1,
    customer: 'Velo Lisboa',
    region: 'Europe',
    country: 'Portugal',
    category: 'Bikes',
    product: 'Allroad steel',
    quantity: 2,
    total: 3280,
  },
  {
    id: 2,
    customer: 'Radhaus Köln',
    region: 'Europe',
    country: 'Germany',
    category: 'Components',
    product: 'Disc brake set',
    quantity: 10,
    total: 1890,
  },
  {
    id: 3,
    customer: 'Cycles Garnier',
    region: 'Europe',
    country: 'France',
    category: 'Clothing',
    product: 'Rain jacket',
    quantity: 12,
    total: 1788,
  },
  {
    id: 4,
    customer: 'Radhaus Köln',
    region: 'Europe',
    country: 'Germany',
    category: 'Bikes',
    product: 'Trail 130',
    quantity: 1,
    total: 2450,
  },
  {
    id: 5,
    customer: 'Velo Lisboa',
    region: 'Europe',
    country: 'Portugal',
    category: 'Components',
    product: 'Tubeless tyre',
    quantity: 24,
    total: 1320,
  },
  {
    id: 6,
    customer: 'Fietsen Smit',
    region: 'Europe',
    country: 'Netherlands',
    category: 'Bikes',
    product: 'City 7-speed',
    quantity: 4,
    total: 3160,
  },
  {
    id: 7,
    customer: 'Cycles Garnier',
    region: 'Europe',
    country: 'France',
    category: 'Bikes',
    product: 'Aero 58 carbon',
    quantity: 1,
    total: 3890,
  },
  {
    id: 8,
    customer: 'Trailhead Supply',
    region: 'Americas',
    country: 'United States',
    category: 'Bikes',
    product: 'Hardtail XC',
    quantity: 3,
    total: 3570,
  },
  {
    id: 9,
    customer: 'Pedal Norte',
    region: 'Americas',
    country: 'Mexico',
    category: 'Clothing',
    product: 'Gloves',
    quantity: 30,
    total: 1050,
  },
  {
    id: 10,
    customer: 'Trailhead Supply',
    region: 'Americas',
    country: 'United States',
    category: 'Components',
    product: '12-speed chain',
    quantity: 40,
    total: 1560,
  },
  {
    id: 11,
    customer: 'Maple Cycles',
    region: 'Americas',
    country: 'Canada',
    category: 'Bikes',
    product: 'Allroad steel',
    quantity: 2,
    total: 3280,
  },
  {
    id: 12,
    customer: 'Pedal Norte',
    region: 'Americas',
    country: 'Mexico',
    category: 'Components',
    product: 'Disc brake set',
    quantity: 6,
    total: 1134,
  },
  {
    id: 13,
    customer: 'Sakura Bikes',
    region: 'Asia Pacific',
    country: 'Japan',
    category: 'Bikes',
    product: 'City 7-speed',
    quantity: 5,
    total: 3950,
  },
  {
    id: 14,
    customer: 'Harbour Cycles',
    region: 'Asia Pacific',
    country: 'Australia',
    category: 'Clothing',
    product: 'Rain jacket',
    quantity: 8,
    total: 1192,
  },
  {
    id: 15,
    customer: 'Sakura Bikes',
    region: 'Asia Pacific',
    country: 'Japan',
    category: 'Components',
    product: 'Tubeless tyre',
    quantity: 16,
    total: 880,
  },
  {
    id: 16,
    customer: 'Harbour Cycles',
    region: 'Asia Pacific',
    country: 'Australia',
    category: 'Bikes',
    product: 'Trail 130',
    quantity: 2,
    total: 4900,
  },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '' : money.format(value)),
  },
];

const GROUPINGS: { label: string; model: GridRowGroupingModel }[] = [
  { label: 'Region', model: ['region'] },
  { label: 'Category', model: ['category'] },
  { label: 'Region, then country', model: ['region', 'country'] },
  { label: 'No grouping', model: [] },
];

const CUSTOM = 'custom';

export default function RowGroupingOrders() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>([
    'region',
  ]);

  // Hides a column while the rows are grouped by it, shows it again when the grouping stops.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });

  // The column menu can produce groupings the select does not list.
  const selected = GROUPINGS.findIndex(
    (option) => option.model.join() === rowGroupingModel.join(),
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        SelectProps={{ native: true }}
        size="small"
        label="Group rows by"
        value={selected === -1 ? CUSTOM : String(selected)}
        onChange={(event) => {
          const option = GROUPINGS[Number(event.target.value)];
          if (option) setRowGroupingModel(option.model);
        }}
        sx={{ maxWidth: 260 }}
      >
        {GROUPINGS.map((option, index) => (
          <option key={option.label} value={String(index)}>
            {option.label}
          </option>
        ))}
        {selected === -1 && (
          <option value={CUSTOM} disabled>
            Custom (from the column menu)
          </option>
        )}
      </TextField>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          initialState={initialState}
          groupingColDef={{ width: 220 }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
