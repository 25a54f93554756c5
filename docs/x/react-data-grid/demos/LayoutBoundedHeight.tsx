import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface LogLine {
  id: number;
  time: string;
  level: 'info' | 'warn' | 'error';
  message: string;
}

const MESSAGES: Array<Omit<LogLine, 'id' | 'time'>> = [
  { level: 'info', message: 'Worker started' },
  { level: 'info', message: 'Connected to the queue' },
  { level: 'warn', message: 'Retrying job 412 after a timeout' },
  { level: 'info', message: 'Job 412 finished' },
  { level: 'error', message: 'Job 418 failed: disk quota exceeded' },
];

function logLine(index: number): LogLine {
  const seconds = 5 * index;
  const time = `09:${String(14 + Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { id: index, time, ...MESSAGES[index % MESSAGES.length] };
}

const columns: GridColDef<LogLine>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function LayoutBoundedHeight() {
  const [rows, setRows] = React.useState<LogLine[]>(() => [0, 1].map(logLine));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setRows((current) => [
              ...current,
              ...[0, 1, 2].map((step) => logLine(current.length + step)),
            ])
          }
        >
          Add three lines
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows([0, 1].map(logLine))}
        >
          Reset
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rows.length} lines
        </Typography>
      </Stack>
      {/* A flex column with bounds but no fixed height: the grid follows its rows between the two. */}
      <Box
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 220, maxHeight: 420 }}
      >
        <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
