import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Trade {
  id: number;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
  venue: string;
  trader: string;
}

const ROW_COUNT = 100_000;
const SYMBOLS = [
  'AAPL',
  'MSFT',
  'NVDA',
  'ASML',
  'SAP',
  'TSM',
  'NESN',
  'SHEL',
  'TM',
  'BABA',
];
const VENUES = ['XNAS', 'XNYS', 'XAMS', 'XETR', 'XTKS', 'XLON'];
const TRADERS = [
  'A. Moreau',
  'B. Chen',
  'C. Okafor',
  'D. Rossi',
  'E. Nakamura',
  'F. Silva',
  'G. Weber',
];

/**
 * Builds the rows in one tight loop: plain objects, values computed from the index (no random
 * numbers, so every reader sees the same data) and no per-row closures.
 */
function createTrades(count: number): Trade[] {
  const trades = new Array<Trade>(count);
  for (let index = 0; index < count; index += 1) {
    trades[index] = {
      id: index + 1,
      symbol: SYMBOLS[index % SYMBOLS.length],
      side: (index * 7) % 3 === 0 ? 'Sell' : 'Buy',
      quantity: 10 + ((index * 37) % 990),
      price: 20 + ((index * 7919) % 48000) / 100,
      venue: VENUES[(index * 5) % VENUES.length],
      trader: TRADERS[(index * 11) % TRADERS.length],
    };
  }
  return trades;
}

const price = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 100 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => price.format(value),
  },
  { field: 'venue', headerName: 'Venue', width: 100 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 130 },
];

export default function Virtualization100kRows() {
  const apiRef = useGridApiRef();
  // Generated once per mount, when the demo is shown, and kept across re-renders.
  const rows = React.useMemo(() => createTrades(ROW_COUNT), []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.scrollToIndexes({ rowIndex: ROW_COUNT / 2 - 1 })}
        >
          Jump to trade 50,000
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.scrollToIndexes({ rowIndex: ROW_COUNT - 1 })}
        >
          Jump to the last trade
        </Button>
      </Stack>
      <Box sx={{ height: 480, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Stack>
  );
}
