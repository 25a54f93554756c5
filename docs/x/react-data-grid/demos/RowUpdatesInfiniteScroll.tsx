import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface LogEntry {
  id: number;
  time: string;
  level: 'info' | 'warn' | 'error';
  message: string;
}

const MESSAGES = [
  'Request served',
  'Cache miss',
  'Retrying upstream call',
  'User signed in',
  'Job finished',
  'Slow query',
];
const LEVELS: LogEntry['level'][] = ['info', 'info', 'warn', 'info', 'info', 'error'];
const TOTAL = 200;
const BATCH = 25;

/** Entry number `index` of a fixed log: the same on every visit. */
function entry(index: number): LogEntry {
  const seconds = index * 7;
  const minutes = Math.floor(seconds / 60);
  const hh = String(8 + Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return {
    id: index + 1,
    time: `${hh}:${mm}:${ss}`,
    level: LEVELS[index % LEVELS.length],
    message: MESSAGES[(index * 5) % MESSAGES.length],
  };
}

/** A fake endpoint that pages through the log. */
function fetchEntries(offset: number, limit: number): Promise<LogEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const count = Math.max(0, Math.min(limit, TOTAL - offset));
      resolve(Array.from({ length: count }, (_, i) => entry(offset + i)));
    }, 600);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function RowUpdatesInfiniteScroll() {
  const [rows, setRows] = React.useState<LogEntry[]>(() =>
    Array.from({ length: BATCH }, (_, index) => entry(index)),
  );
  const [loading, setLoading] = React.useState(false);
  const done = rows.length >= TOTAL;

  const handleRowsScrollEnd = async () => {
    if (loading || done) return;
    setLoading(true);
    const next = await fetchEntries(rows.length, BATCH);
    setRows((previous) => [...previous, ...next]);
    setLoading(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          density="compact"
          onRowsScrollEnd={handleRowsScrollEnd}
          scrollEndThreshold={120}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {done
          ? `All ${TOTAL} entries loaded.`
          : `${rows.length} of ${TOTAL} entries loaded. Scroll to the bottom for more.`}
      </Typography>
    </Box>
  );
}
