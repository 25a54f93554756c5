import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridColDef,
  GridRowModelUpdate,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  bid: number;
  ask: number;
  ticks: number;
}

const SYMBOLS = [
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'AUDUSD',
  'USDCHF',
  'EURGBP',
  'NZDUSD',
  'USDCAD',
];

const initialRows: Quote[] = SYMBOLS.map((id, index) => ({
  id,
  bid: 1 + index * 0.1,
  ask: 1.0002 + index * 0.1,
  ticks: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Pair', width: 110 },
  {
    field: 'bid',
    headerName: 'Bid',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(4),
  },
  {
    field: 'ask',
    headerName: 'Ask',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(4),
  },
  {
    field: 'ticks',
    headerName: 'Updates received',
    type: 'number',
    flex: 1,
    minWidth: 150,
  },
];

export default function PerformanceThrottledUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttled, setThrottled] = React.useState(true);
  // The feed's own copy of the quotes: with throttling, the grid shows them at most once a second,
  // so the next update must not be computed from what the grid currently displays.
  const latest = React.useRef(new Map(initialRows.map((row) => [row.id, row])));

  React.useEffect(() => {
    if (!running) return undefined;
    let step = 0;
    // Twenty updates a second, one row each.
    const timer = setInterval(() => {
      step += 1;
      const id = SYMBOLS[step % SYMBOLS.length];
      const row = latest.current.get(id);
      if (!row) return;
      const drift = (((step * 7919) % 21) - 10) / 100000;
      const next: Quote = {
        id,
        bid: row.bid + drift,
        ask: row.ask + drift,
        ticks: row.ticks + 1,
      };
      latest.current.set(id, next);
      const update: GridRowModelUpdate = next;
      apiRef.current.updateRows([update]);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="contained"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop the updates' : 'Start the updates'}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={throttled}
              onChange={(event) => setThrottled(event.target.checked)}
            />
          }
          label="throttleRowsMs = 1000"
        />
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttled ? 1000 : 0}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
