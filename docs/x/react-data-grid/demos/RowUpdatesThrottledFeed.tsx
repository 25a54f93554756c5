import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  price: number;
  change: number;
}

const SYMBOLS = [
  'ALFA',
  'BRVO',
  'CHRL',
  'DLTA',
  'ECHO',
  'FXTR',
  'GOLF',
  'HTEL',
  'INDA',
  'JLET',
  'KILO',
  'LIMA',
];
const rows: Quote[] = SYMBOLS.map((id, index) => ({
  id,
  price: 50 + index * 7.5,
  change: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Last change',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

export default function RowUpdatesThrottledFeed() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [sent, setSent] = React.useState(0);

  // While running, push a batch of three price changes every 50 ms through the API.
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const updates = Array.from({ length: 3 }, () => {
        const id = SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
        const quote = apiRef.current.getRow<Quote>(id);
        const change = Math.round((Math.random() - 0.5) * 200) / 100;
        return { id, price: Math.max(1, (quote?.price ?? 50) + change), change };
      });
      apiRef.current.updateRows(updates);
      setSent((count) => count + updates.length);
    }, 50);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Button
          size="small"
          variant="contained"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) =>
            value !== null && setThrottleMs(value)
          }
          aria-label="throttleRowsMs"
        >
          <ToggleButton value={0}>No throttle</ToggleButton>
          <ToggleButton value={500}>500 ms</ToggleButton>
          <ToggleButton value={2000}>2 s</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">{sent} updates sent</Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          throttleRowsMs={throttleMs}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
