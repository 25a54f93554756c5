import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Trade {
  id: number;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
  venue: string;
  trader: string;
  book: string;
  settlement: string;
}

const rows: Trade[] = [
  {
    id: 1,
    symbol: 'ACME',
    side: 'Buy',
    quantity: 1200,
    price: 41.3,
    venue: 'XAMS',
    trader: 'J. Ruiz',
    book: 'Equity EU',
    settlement: 'T+2',
  },
  {
    id: 2,
    symbol: 'GLOBX',
    side: 'Sell',
    quantity: 500,
    price: 118.05,
    venue: 'XPAR',
    trader: 'S. Chen',
    book: 'Equity EU',
    settlement: 'T+2',
  },
  {
    id: 3,
    symbol: 'NRTH',
    side: 'Buy',
    quantity: 3000,
    price: 9.87,
    venue: 'XSTO',
    trader: 'A. Berg',
    book: 'Nordics',
    settlement: 'T+2',
  },
  {
    id: 4,
    symbol: 'SOLR',
    side: 'Buy',
    quantity: 800,
    price: 27.4,
    venue: 'XETR',
    trader: 'J. Ruiz',
    book: 'Energy',
    settlement: 'T+1',
  },
  {
    id: 5,
    symbol: 'PORT',
    side: 'Sell',
    quantity: 1500,
    price: 15.12,
    venue: 'XLIS',
    trader: 'M. Costa',
    book: 'Iberia',
    settlement: 'T+2',
  },
];

const columns: GridColDef<Trade>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 110 },
  { field: 'side', headerName: 'Side', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'venue', headerName: 'Venue', width: 110 },
  { field: 'trader', headerName: 'Trader', width: 130 },
  { field: 'book', headerName: 'Book', width: 140 },
  { field: 'settlement', headerName: 'Settlement', width: 130 },
];

type Side = 'left' | 'none' | 'right';

function sideOf(model: GridPinnedColumnFields, field: string): Side {
  if (model.left?.includes(field)) return 'left';
  if (model.right?.includes(field)) return 'right';
  return 'none';
}

function withSide(
  model: GridPinnedColumnFields,
  field: string,
  side: Side,
): GridPinnedColumnFields {
  const left = (model.left ?? []).filter((item) => item !== field);
  const right = (model.right ?? []).filter((item) => item !== field);
  if (side === 'left') left.push(field);
  if (side === 'right') right.unshift(field);
  return { left, right };
}

const CONTROLLED_FIELDS = ['symbol', 'price', 'trader'];

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['symbol'],
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {CONTROLLED_FIELDS.map((field) => {
          const label =
            columns.find((column) => column.field === field)?.headerName ?? field;
          return (
            <Stack key={field} spacing={0.5}>
              <Typography variant="body2" id={`pin-${field}-label`}>
                {label}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={sideOf(pinnedColumns, field)}
                onChange={(_event, side: Side | null) =>
                  side && setPinnedColumns((model) => withSide(model, field, side))
                }
                aria-labelledby={`pin-${field}-label`}
              >
                <ToggleButton value="left">Left</ToggleButton>
                <ToggleButton value="none">None</ToggleButton>
                <ToggleButton value="right">Right</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          );
        })}
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
      >
        pinnedColumns = {JSON.stringify(pinnedColumns)}
      </Typography>
    </Stack>
  );
}
