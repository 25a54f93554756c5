import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// Fake activity feed with cursor pagination: each answer returns the next
// 30 events and the cursor to pass for the following ones.
// ---------------------------------------------------------------------------

interface ActivityEvent {
  id: number;
  actor: string;
  action: string;
  target: string;
  minutesAgo: number;
}

const ACTORS = ['Noor', 'Tomás', 'Ines', 'Kwame', 'Lena', 'Ravi', 'Sofia', 'Amélie'];
const ACTIONS = ['commented on', 'approved', 'merged', 'opened', 'closed', 'reviewed'];

const EVENTS: ActivityEvent[] = Array.from({ length: 210 }, (_, index) => ({
  id: index + 1,
  actor: ACTORS[(index * 5) % ACTORS.length],
  action: ACTIONS[index % ACTIONS.length],
  target: `PR #${4200 - index * 3}`,
  minutesAgo: index * 7 + (index % 4),
}));

const PAGE_SIZE = 30;

interface FeedPage {
  rows: ActivityEvent[];
  nextCursor: number | null;
}

function fetchFeed(cursor: number, sortModel: GridSortModel): Promise<FeedPage> {
  const [sort] = sortModel;
  const ordered =
    sort?.field === 'minutesAgo' && sort.sort === 'desc' ? [...EVENTS].reverse() : EVENTS;
  const rows = ordered.slice(cursor, cursor + PAGE_SIZE);
  const next = cursor + PAGE_SIZE;
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({ rows, nextCursor: next < ordered.length ? next : null }),
      500,
    );
  });
}

// ---------------------------------------------------------------------------

const columns: GridColDef<ActivityEvent>[] = [
  { field: 'actor', headerName: 'Who', width: 120, sortable: false },
  { field: 'action', headerName: 'Did', width: 140, sortable: false },
  { field: 'target', headerName: 'What', width: 130, sortable: false },
  {
    field: 'minutesAgo',
    headerName: 'When',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) =>
      value < 60 ? `${value} min ago` : `${Math.floor(value / 60)} h ago`,
  },
];

export default function InfiniteLoadingScrollEnd() {
  const [rows, setRows] = React.useState<ActivityEvent[]>([]);
  const [cursor, setCursor] = React.useState<number | null>(0);
  const [loading, setLoading] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'minutesAgo', sort: 'asc' },
  ]);
  // Guards against a second request while one is running (scroll events come in bursts).
  const inFlight = React.useRef(false);
  // Answers for an older sort are dropped.
  const generation = React.useRef(0);

  const loadMore = React.useCallback(
    async (from: number, sort: GridSortModel, replace: boolean) => {
      if (inFlight.current && !replace) return;
      inFlight.current = true;
      generation.current += 1;
      const mine = generation.current;
      setLoading(true);
      const page = await fetchFeed(from, sort);
      if (mine !== generation.current) return;
      setRows((previous) => (replace ? page.rows : [...previous, ...page.rows]));
      setCursor(page.nextCursor);
      setLoading(false);
      inFlight.current = false;
    },
    [],
  );

  React.useEffect(() => {
    loadMore(0, sortModel, true);
  }, [loadMore, sortModel]);

  const handleScrollEnd = () => {
    if (cursor !== null) loadMore(cursor, sortModel, false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {`${rows.length} of ${EVENTS.length} events loaded${cursor === null ? ' · end of the feed' : ''}`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={handleScrollEnd}
          scrollEndThreshold={120}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={(model) =>
            setSortModel(model.length ? model : [{ field: 'minutesAgo', sort: 'asc' }])
          }
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          }}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Stack>
  );
}
