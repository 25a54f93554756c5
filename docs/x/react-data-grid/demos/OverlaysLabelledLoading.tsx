import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';

interface Rate {
  id: string;
  currency: string;
  rate: number;
}

const RATES: Rate[] = [
  { id: 'USD', currency: 'US dollar', rate: 1.0842 },
  { id: 'GBP', currency: 'Pound sterling', rate: 0.8457 },
  { id: 'JPY', currency: 'Japanese yen', rate: 162.31 },
  { id: 'CHF', currency: 'Swiss franc', rate: 0.9518 },
  { id: 'SEK', currency: 'Swedish krona', rate: 11.47 },
];

const columns: GridColDef<Rate>[] = [
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'currency', headerName: 'Currency', flex: 1, minWidth: 150 },
  { field: 'rate', headerName: 'Per euro', type: 'number', width: 120 },
];

/**
 * The loading overlay with a progress bar that has an accessible name, and a text that says
 * what is loading, so screen reader users hear more than "progress bar".
 */
function RatesLoadingOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', justifyContent: 'flex-start' }}>
      <LinearProgress aria-label="Loading exchange rates" sx={{ width: '100%' }} />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Fetching the latest rates…
      </Typography>
    </GridOverlay>
  );
}

export default function OverlaysLabelledLoading() {
  const [loading, setLoading] = React.useState(false);
  const [rows, setRows] = React.useState<Rate[]>(RATES);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  // Stands in for a request to a rates service; the current rates stay visible under the overlay.
  const load = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setRows((previous) => previous.map((rate) => ({ ...rate })));
      setLoading(false);
    }, 1500);
  };

  React.useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          Reload rates
        </Button>
      </Box>
      <Box sx={{ height: 360, width: '100%' }} aria-busy={loading}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: RatesLoadingOverlay }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
