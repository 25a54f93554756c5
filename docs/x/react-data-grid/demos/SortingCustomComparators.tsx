import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  GridSortDirection,
} from '@mui/x-data-grid';

const PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
type Priority = (typeof PRIORITIES)[number];

interface Ticket {
  id: number;
  summary: string;
  priority: Priority;
  release: string;
  due: Date | null;
}

const rows: Ticket[] = [
  {
    id: 1,
    summary: 'Export drops the last column',
    priority: 'High',
    release: 'v2.10',
    due: new Date(2024, 5, 3),
  },
  {
    id: 2,
    summary: 'Typo in the settings page',
    priority: 'Low',
    release: 'v2.9',
    due: null,
  },
  {
    id: 3,
    summary: 'Crash when the token expires',
    priority: 'Critical',
    release: 'v2.9.1',
    due: new Date(2024, 4, 20),
  },
  {
    id: 4,
    summary: 'Dark mode contrast on charts',
    priority: 'Medium',
    release: 'v2.11',
    due: new Date(2024, 6, 15),
  },
  {
    id: 5,
    summary: 'Slow search with many tags',
    priority: 'High',
    release: 'v2.2',
    due: null,
  },
  {
    id: 6,
    summary: 'Tooltip hides the cursor',
    priority: 'Low',
    release: 'v2.10',
    due: new Date(2024, 7, 1),
  },
  {
    id: 7,
    summary: 'Timezone shown as UTC',
    priority: 'Medium',
    release: 'v2.9',
    due: new Date(2024, 4, 28),
  },
];

/** Business order instead of alphabetical order: Low < Medium < High < Critical. */
const priorityComparator: GridComparatorFn<Priority> = (a, b) =>
  PRIORITIES.indexOf(a) - PRIORITIES.indexOf(b);

/** "v2.10" comes after "v2.9": compare the digit runs as numbers. */
const naturalOrder = new Intl.Collator('en', { numeric: true });
const releaseComparator: GridComparatorFn<string> = (a, b) => naturalOrder.compare(a, b);

/**
 * Rows without a due date stay at the bottom in both directions. A comparator returned by
 * `getSortComparator` is used as it is (the grid does not invert it for a descending sort),
 * so it applies the direction to the dates and leaves the empty values last.
 */
function dueComparatorFor(direction: GridSortDirection): GridComparatorFn<Date | null> {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return sign * (a.getTime() - b.getTime());
  };
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Ticket>[] = [
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    sortComparator: priorityComparator,
  },
  {
    field: 'release',
    headerName: 'Release',
    width: 100,
    sortComparator: releaseComparator,
  },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 130,
    getSortComparator: dueComparatorFor,
    valueFormatter: (value: Date | null) => (value ? day.format(value) : 'No date'),
  },
];

export default function SortingCustomComparators() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
