import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface FeedEvent {
  id: number;
  second: number;
  service: string;
  message: string;
}

const SERVICES = ['api', 'worker', 'scheduler', 'gateway'];
const MESSAGES = [
  'request served',
  'job finished',
  'cache refreshed',
  'health check ok',
  'retry scheduled',
];

/** The n-th event of the feed: derived from its number, so the feed is the same on every run. */
const eventAt = (n: number): FeedEvent => ({
  id: n,
  second: n * 2,
  service: SERVICES[n % SERVICES.length],
  message: MESSAGES[(n * 3) % MESSAGES.length],
});

const columns: GridColDef<FeedEvent>[] = [
  { field: 'id', headerName: 'Event', type: 'number', width: 90 },
  { field: 'second', headerName: 'At (s)', type: 'number', width: 90 },
  { field: 'service', headerName: 'Service', width: 120 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 160 },
];

// The MIT grid shows at most 100 rows per page, so the feed keeps the latest 100.
const KEEP = 100;

export default function ScrollingFollowFeed() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<FeedEvent[]>(() =>
    Array.from({ length: 12 }, (_, index) => eventAt(index + 1)),
  );
  const [running, setRunning] = React.useState(false);
  const [follow, setFollow] = React.useState(true);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setRows((previous) =>
        [...previous, eventAt(previous[previous.length - 1].id + 1)].slice(-KEEP),
      );
    }, 700);
    return () => clearInterval(timer);
  }, [running]);

  // After each new row, bring the last one into view when following. The grid takes the new rows
  // into its state during this commit, so wait one frame for their positions before scrolling.
  React.useEffect(() => {
    if (!follow) return undefined;
    const frame = requestAnimationFrame(() => {
      apiRef.current.scrollToIndexes({ rowIndex: apiRef.current.getRowsCount() - 1 });
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, rows, follow]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="contained"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause the feed' : 'Start the feed'}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={follow}
              onChange={(event) => setFollow(event.target.checked)}
            />
          }
          label="Follow the newest event"
        />
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
