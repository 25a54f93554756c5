import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridPaginationMeta,
  GridPaginationModel,
} from '@mui/x-data-grid';

interface LogEntry {
  id: number;
  level: 'info' | 'warning' | 'error';
  message: string;
}

interface CursorPage {
  rows: LogEntry[];
  hasNextPage: boolean;
}

// The client does not know this number: the fake server only says whether more pages exist.
const HIDDEN_TOTAL = 137;
const LEVELS: LogEntry['level'][] = ['info', 'info', 'warning', 'info', 'error'];
const MESSAGES = [
  'Cache warmed',
  'Job queued',
  'Retrying upload',
  'Token refreshed',
  'Disk quota low',
];

function fetchLog({ page, pageSize }: GridPaginationModel): Promise<CursorPage> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(start + pageSize, HIDDEN_TOTAL);
      const rows: LogEntry[] = [];
      for (let index = start; index < end; index += 1) {
        rows.push({
          id: index + 1,
          level: LEVELS[index % LEVELS.length],
          message: MESSAGES[(index * 3) % MESSAGES.length],
        });
      }
      resolve({ rows, hasNextPage: end < HIDDEN_TOTAL });
    }, 300);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: 'Entry', type: 'number', width: 90 },
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 160 },
];

export default function PaginationUnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<LogEntry[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
  const [loading, setLoading] = React.useState(false);
  // -1 tells the grid that the total is unknown; it becomes a real number once the last page is seen.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchLog(paginationModel).then((response) => {
      if (!current) return;
      setRows(response.rows);
      setPaginationMeta({ hasNextPage: response.hasNextPage });
      if (!response.hasNextPage) {
        setRowCount(
          paginationModel.page * paginationModel.pageSize + response.rows.length,
        );
      }
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50]}
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
