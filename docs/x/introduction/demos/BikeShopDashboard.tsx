import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Category = 'road' | 'city' | 'tyres' | 'brakes' | 'helmets' | 'lights';

interface Product {
  name: string;
  category: Category;
  price: number; // USD
}

// The shop's catalogue, keyed by SKU.
const PRODUCTS = {
  'RB-ALU': { name: 'Aluminium road bike', category: 'road', price: 1190 },
  'RB-CARBON': { name: 'Carbon road bike', category: 'road', price: 2450 },
  'CB-3': { name: 'City bike, 3 speed', category: 'city', price: 490 },
  'CB-7': { name: 'City bike, 7 speed', category: 'city', price: 649 },
  'CB-FOLD': { name: 'Folding city bike', category: 'city', price: 890 },
  'TY-700': { name: 'Road tyre 700x28', category: 'tyres', price: 39 },
  'TY-CITY': { name: 'Puncture-resistant city tyre', category: 'tyres', price: 32 },
  'BR-PADS': { name: 'Disc brake pads', category: 'brakes', price: 19 },
  'BR-HYD': { name: 'Hydraulic brake set', category: 'brakes', price: 229 },
  'HE-COMMUTE': { name: 'Commuter helmet', category: 'helmets', price: 59 },
  'HE-MIPS': { name: 'Road helmet with MIPS', category: 'helmets', price: 149 },
  'LI-FRONT': { name: 'USB front light', category: 'lights', price: 35 },
  'LI-REAR': { name: 'Rear light set', category: 'lights', price: 29 },
} satisfies Record<string, Product>;

type Sku = keyof typeof PRODUCTS;

interface Order {
  id: number;
  date: string; // YYYY-MM-DD
  customer: string;
  product: string;
  category: Category;
  quantity: number;
  total: number; // USD
}

// Order number, day in March 2024, customer, SKU, quantity.
const ORDER_LOG: [number, number, string, Sku, number][] = [
  [1041, 4, 'Ingrid Solberg', 'CB-7', 1],
  [1042, 4, 'Tomás Quintero', 'TY-700', 2],
  [1043, 5, 'Aiko Mori', 'LI-FRONT', 1],
  [1044, 5, 'Kwame Asante', 'RB-ALU', 1],
  [1045, 6, 'Lena Fischer', 'HE-COMMUTE', 2],
  [1046, 6, 'Ravi Menon', 'BR-PADS', 4],
  [1047, 7, 'Chloé Bernard', 'CB-FOLD', 1],
  [1048, 7, 'Jonas Berg', 'LI-REAR', 3],
  [1049, 8, 'Fatima Zahra', 'RB-CARBON', 1],
  [1050, 8, 'Mateo Rossi', 'TY-CITY', 2],
  [1051, 9, 'Hana Kim', 'HE-COMMUTE', 1],
  [1052, 11, 'Oliver Grant', 'BR-HYD', 1],
  [1053, 11, 'Amara Nwosu', 'CB-3', 2],
  [1054, 12, 'Sven Larsen', 'HE-MIPS', 1],
  [1055, 12, 'Priya Shah', 'LI-FRONT', 2],
  [1056, 13, 'Diego Ramírez', 'RB-ALU', 1],
  [1057, 13, 'Emma Dubois', 'TY-700', 4],
  [1058, 14, 'Yusuf Demir', 'BR-PADS', 2],
  [1059, 14, 'Marta Nowak', 'CB-FOLD', 1],
  [1060, 15, 'Liam O’Connor', 'RB-CARBON', 1],
  [1061, 15, 'Sofia Costa', 'LI-REAR', 1],
];

const ORDERS: Order[] = ORDER_LOG.map(([id, day, customer, sku, quantity]) => {
  const product: Product = PRODUCTS[sku];
  return {
    id,
    date: `2024-03-${String(day).padStart(2, '0')}`,
    customer,
    product: product.name,
    category: product.category,
    quantity,
    total: product.price * quantity,
  };
});

// The tree's leaves are the order categories; a parent stands for all the leaves below it.
const CATEGORY_TREE: TreeViewBaseItem[] = [
  {
    id: 'all',
    label: 'All products',
    children: [
      {
        id: 'bikes',
        label: 'Bikes',
        children: [
          { id: 'road', label: 'Road bikes' },
          { id: 'city', label: 'City bikes' },
        ],
      },
      {
        id: 'parts',
        label: 'Parts',
        children: [
          { id: 'tyres', label: 'Tyres' },
          { id: 'brakes', label: 'Brakes' },
        ],
      },
      {
        id: 'accessories',
        label: 'Accessories',
        children: [
          { id: 'helmets', label: 'Helmets' },
          { id: 'lights', label: 'Lights' },
        ],
      },
    ],
  },
];

const FIRST_DAY = dayjs('2024-03-04');
const LAST_DAY = dayjs('2024-03-15');

// A fixed locale keeps the amounts identical on the server and in every browser.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function findItem(
  items: TreeViewBaseItem[],
  itemId: string,
): TreeViewBaseItem | undefined {
  for (const item of items) {
    if (item.id === itemId) return item;
    const found = findItem(item.children ?? [], itemId);
    if (found) return found;
  }
  return undefined;
}

function leavesOf(item: TreeViewBaseItem): string[] {
  return item.children?.length ? item.children.flatMap(leavesOf) : [item.id];
}

/** The order categories a tree item stands for: itself if it is a leaf, else every leaf below it. */
function categoriesOf(itemId: string | null): Set<string> {
  const item = findItem(CATEGORY_TREE, itemId ?? 'all');
  return new Set(item ? leavesOf(item) : []);
}

/** Every calendar day from `start` to `end`, both included. */
function daysBetween(start: Dayjs, end: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) days.push(day);
  return days;
}

const columns: GridColDef<Order>[] = [
  {
    field: 'id',
    headerName: 'Order',
    width: 76,
    valueFormatter: (value: number) => `#${value}`,
  },
  {
    field: 'date',
    headerName: 'Date',
    width: 80,
    valueFormatter: (value: string) => dayjs(value).format('MMM D'),
  },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 60 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function BikeShopDashboard() {
  const [from, setFrom] = React.useState<Dayjs | null>(FIRST_DAY);
  const [to, setTo] = React.useState<Dayjs | null>(LAST_DAY);
  const [category, setCategory] = React.useState<string | null>('all');
  const treeLabelId = React.useId();

  // An empty or half-typed date leaves that end of the period open.
  const start = from?.isValid() ? from : FIRST_DAY;
  const end = to?.isValid() ? to : LAST_DAY;
  const categories = categoriesOf(category);

  const orders = ORDERS.filter((order) => {
    const day = dayjs(order.date);
    return (
      !day.isBefore(start, 'day') &&
      !day.isAfter(end, 'day') &&
      categories.has(order.category)
    );
  });
  const revenue = orders.reduce((sum, order) => sum + order.total, 0);

  const days = daysBetween(start, end);
  const revenuePerDay = days.map((day) =>
    orders
      .filter((order) => day.isSame(order.date, 'day'))
      .reduce((sum, order) => sum + order.total, 0),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <DatePicker
            label="From"
            value={from}
            onChange={setFrom}
            minDate={FIRST_DAY}
            maxDate={to?.isValid() ? to : LAST_DAY}
          />
          <DatePicker
            label="To"
            value={to}
            onChange={setTo}
            minDate={from?.isValid() ? from : FIRST_DAY}
            maxDate={LAST_DAY}
          />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' },
          }}
        >
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="p" id={treeLabelId} gutterBottom>
              Categories
            </Typography>
            <RichTreeView
              aria-labelledby={treeLabelId}
              items={CATEGORY_TREE}
              defaultExpandedItems={['all', 'bikes', 'parts', 'accessories']}
              selectedItems={category}
              onSelectedItemsChange={(_event, itemId) => setCategory(itemId)}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" aria-live="polite">
              {orders.length} {orders.length === 1 ? 'order' : 'orders'},{' '}
              {usd.format(revenue)} in revenue
            </Typography>
            <BarChart
              height={300}
              margin={{ top: 20, right: 10, bottom: 30, left: 60 }}
              xAxis={[
                { scaleType: 'band', data: days.map((day) => day.format('MMM D')) },
              ]}
              series={[
                {
                  data: revenuePerDay,
                  label: 'Revenue',
                  valueFormatter: (value) => usd.format(value ?? 0),
                },
              ]}
              slotProps={{ legend: { hidden: true } }}
            />
          </Paper>
        </Box>
        <Box sx={{ height: 340, width: '100%' }}>
          <DataGrid
            rows={orders}
            columns={columns}
            density="compact"
            disableRowSelectionOnClick
            initialState={{ sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
            aria-label="Orders in the selected period"
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
