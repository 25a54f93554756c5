import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import clsx from 'clsx';

interface Quote {
  id: string;
  company: string;
  price: number;
  change: number;
  volume: number;
}

const rows: Quote[] = [
  { id: 'NRDC', company: 'Nordic Cables', price: 41.2, change: 1.84, volume: 1204000 },
  { id: 'ALPN', company: 'Alpine Rail', price: 18.95, change: -0.62, volume: 856300 },
  { id: 'SOLR', company: 'Solaria Energy', price: 73.4, change: 3.1, volume: 2311000 },
  {
    id: 'HRBR',
    company: 'Harbor Logistics',
    price: 26.05,
    change: -2.45,
    volume: 412800,
  },
  { id: 'MRDN', company: 'Meridian Foods', price: 55.7, change: 0, volume: 301500 },
];

const columns: GridColDef<Quote>[] = [
  {
    field: 'id',
    headerName: 'Ticker',
    width: 100,
    headerClassName: 'quotes-header',
    cellClassName: 'quotes-ticker',
  },
  {
    field: 'company',
    headerName: 'Company',
    flex: 1,
    minWidth: 160,
    headerClassName: 'quotes-header',
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    headerClassName: 'quotes-header',
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change %',
    type: 'number',
    width: 120,
    headerClassName: 'quotes-header',
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
    // A function receives the cell's parameters and returns the classes for that cell.
    cellClassName: ({ value }) =>
      clsx('quotes-change', {
        'quotes-change--up': typeof value === 'number' && value > 0,
        'quotes-change--down': typeof value === 'number' && value < 0,
      }),
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 130,
    headerClassName: 'quotes-header',
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

export default function StyleSxAndColumnClasses() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        // Classes set in the column definitions, styled from the parent.
        '& .quotes-header': { bgcolor: 'action.hover' },
        '& .quotes-ticker': { fontFamily: 'monospace', fontWeight: 600 },
        '& .quotes-change--up': { color: 'success.main' },
        '& .quotes-change--down': { color: 'error.main' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Parts of the grid itself, addressed through the exported class names.
        sx={{
          borderColor: 'primary.main',
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outlineColor: 'secondary.main',
          },
        }}
      />
    </Box>
  );
}
