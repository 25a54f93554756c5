import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  name: string;
  supplier: string;
  category: 'Frames' | 'Wheels' | 'Drivetrain';
  price: number;
  unitsSold: number;
  marginPct: number;
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Steel frame 54',
    supplier: 'Forja Norte',
    category: 'Frames',
    price: 640,
    unitsSold: 30,
    marginPct: 34,
  },
  {
    id: 2,
    name: 'Carbon frame 56',
    supplier: 'Kessel Composites',
    category: 'Frames',
    price: 1890,
    unitsSold: 8,
    marginPct: 41,
  },
  {
    id: 3,
    name: 'Alloy frame 52',
    supplier: 'Forja Norte',
    category: 'Frames',
    price: 420,
    unitsSold: 55,
    marginPct: 28,
  },
  {
    id: 4,
    name: 'Wheelset 700c',
    supplier: 'Rueda Lab',
    category: 'Wheels',
    price: 560,
    unitsSold: 42,
    marginPct: 30,
  },
  {
    id: 5,
    name: 'Wheelset 29er',
    supplier: 'Rueda Lab',
    category: 'Wheels',
    price: 610,
    unitsSold: 25,
    marginPct: 32,
  },
  {
    id: 6,
    name: 'Tubeless tyre',
    supplier: 'Gomma Srl',
    category: 'Wheels',
    price: 55,
    unitsSold: 310,
    marginPct: 46,
  },
  {
    id: 7,
    name: '12-speed chain',
    supplier: 'Kette GmbH',
    category: 'Drivetrain',
    price: 39,
    unitsSold: 420,
    marginPct: 38,
  },
  {
    id: 8,
    name: 'Cassette 10-51',
    supplier: 'Kette GmbH',
    category: 'Drivetrain',
    price: 210,
    unitsSold: 96,
    marginPct: 27,
  },
  {
    id: 9,
    name: 'Crankset 172.5',
    supplier: 'Forja Norte',
    category: 'Drivetrain',
    price: 260,
    unitsSold: 64,
    marginPct: 31,
  },
];

/** Highest minus lowest value, in the unit of the column. */
const range: GridAggregationFunction<number, number> = {
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : Math.max(...numbers) - Math.min(...numbers);
  },
  label: 'range',
  columnTypes: ['number'],
};

/** How many different values the rows hold; a count, so the column's unit no longer applies. */
const distinct: GridAggregationFunction<unknown, number> = {
  apply: ({ values }) => new Set(values.filter((value) => value != null)).size,
  label: 'distinct',
  hasCellUnit: false,
  valueFormatter: (value: number) => `${value} distinct`,
};

/** Margin weighted by units sold: reads two fields of each row through getCellValue. */
const weightedMargin: GridAggregationFunction<
  { margin: number; weight: number },
  number
> = {
  getCellValue: ({ row }) => ({ margin: row.marginPct, weight: row.unitsSold }),
  apply: ({ values }) => {
    let weighted = 0;
    let weights = 0;
    values.forEach((value) => {
      if (value) {
        weighted += value.margin * value.weight;
        weights += value.weight;
      }
    });
    return weights === 0 ? null : weighted / weights;
  },
  label: 'weighted by units',
  columnTypes: ['number'],
};

const aggregationFunctions = {
  ...GRID_AGGREGATION_FUNCTIONS,
  range,
  distinct,
  weightedMargin,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 170, aggregable: false },
  {
    field: 'supplier',
    headerName: 'Supplier',
    width: 170,
    availableAggregationFunctions: ['distinct', 'size'],
  },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number | null) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 120 },
  {
    field: 'marginPct',
    headerName: 'Margin',
    type: 'number',
    width: 160,
    valueFormatter: (value?: number | null) =>
      value == null ? '' : `${value.toFixed(1)} %`,
  },
];

export default function AggregationCustomFunctions() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPremium
        // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
        experimentalFeatures={{ ariaV8: true }}
        // Aggregated values use primary.dark by default, too dim on a dark background.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'primary.main' } }}
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: {
            model: {
              supplier: 'distinct',
              price: 'range',
              unitsSold: 'sum',
              marginPct: 'weightedMargin',
            },
          },
          // The grouping column already shows the product names (leafField).
          columns: { columnVisibilityModel: { category: false, name: false } },
        }}
        groupingColDef={{
          leafField: 'name',
          headerName: 'Category / product',
          width: 220,
        }}
        hideFooter
      />
    </Box>
  );
}
