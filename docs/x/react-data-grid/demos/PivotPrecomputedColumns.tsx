import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

interface SaleRecord {
  year: number;
  quarter: string;
  product: string;
  units: number;
  revenue: number;
}

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
const YEARS = [2023, 2024];
const PRODUCTS = [
  { name: 'City bike', price: 790 },
  { name: 'Road bike', price: 1640 },
  { name: 'E-bike', price: 2890 },
  { name: 'Cargo bike', price: 3450 },
];

// The flat records a server would return: one per product and quarter.
const records: SaleRecord[] = YEARS.flatMap((year) =>
  QUARTERS.flatMap((quarter, q) =>
    PRODUCTS.map((product, p) => {
      const units = 40 + (((year - 2023) * 17 + q * 9 + p * 13) % 45);
      return {
        year,
        quarter,
        product: product.name,
        units,
        revenue: units * product.price,
      };
    }),
  ),
);

type Measure = 'units' | 'revenue';

/** One row per product, one value per (year, quarter) cell, a total per product. */
interface PivotRow {
  id: string;
  product: string;
  total: number;
  [cell: string]: number | string;
}

const cellField = (year: number, quarter: string) => `${year}-${quarter}`;

function pivot(data: SaleRecord[], measure: Measure): PivotRow[] {
  const byProduct = new Map<string, PivotRow>();
  data.forEach((record) => {
    const row = byProduct.get(record.product) ?? {
      id: record.product,
      product: record.product,
      total: 0,
    };
    const field = cellField(record.year, record.quarter);
    row[field] =
      (typeof row[field] === 'number' ? (row[field] as number) : 0) + record[measure];
    row.total += record[measure];
    byProduct.set(record.product, row);
  });
  return Array.from(byProduct.values());
}

const formatters: Record<Measure, (value: number) => string> = {
  units: (value) => value.toLocaleString('en-US'),
  revenue: (value) => `$${Math.round(value / 1000).toLocaleString('en-US')}k`,
};

function pivotColumns(measure: Measure): GridColDef<PivotRow>[] {
  const format = (value?: number) =>
    value === undefined ? '' : formatters[measure](value);
  return [
    { field: 'product', headerName: 'Product', width: 130 },
    ...YEARS.flatMap((year) =>
      QUARTERS.map<GridColDef<PivotRow>>((quarter) => ({
        field: cellField(year, quarter),
        headerName: quarter,
        type: 'number',
        width: 74,
        valueFormatter: format,
      })),
    ),
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 100,
      valueFormatter: format,
    },
  ];
}

// Quarter columns sit under a header group for their year.
const columnGroupingModel: GridColumnGroupingModel = YEARS.map((year) => ({
  groupId: String(year),
  headerName: String(year),
  headerAlign: 'center',
  children: QUARTERS.map((quarter) => ({ field: cellField(year, quarter) })),
}));

export default function PivotPrecomputedColumns() {
  const [measure, setMeasure] = React.useState<Measure>('revenue');
  const rows = React.useMemo(() => pivot(records, measure), [measure]);
  const columns = React.useMemo(() => pivotColumns(measure), [measure]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={measure}
        onChange={(_event, value: Measure | null) => value && setMeasure(value)}
        aria-label="Measure"
      >
        <ToggleButton value="revenue">Revenue</ToggleButton>
        <ToggleButton value="units">Units</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          density="compact"
          disableColumnMenu
          hideFooter
        />
      </Box>
    </Stack>
  );
}
