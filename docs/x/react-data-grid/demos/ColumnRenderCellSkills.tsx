import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Contributor {
  id: number;
  name: string;
  handle: string;
  commits: number;
  reviewShare: number;
}

const rows: Contributor[] = [
  { id: 1, name: 'Noor Aziz', handle: 'noor-a', commits: 412, reviewShare: 0.74 },
  { id: 2, name: 'Lucas Moreau', handle: 'lmoreau', commits: 288, reviewShare: 0.41 },
  { id: 3, name: 'Priya Raman', handle: 'praman', commits: 530, reviewShare: 0.88 },
  { id: 4, name: 'Oskar Nilsson', handle: 'oskarn', commits: 97, reviewShare: 0.12 },
  { id: 5, name: 'Chiara Bianchi', handle: 'chiarab', commits: 201, reviewShare: 0.57 },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** A cell component typed with the row and the value of its column. */
function ReviewShareCell({ value }: GridRenderCellParams<Contributor, number>) {
  const share = value ?? 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={`${Math.round(share * 100)}% of reviews`}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
        {Math.round(share * 100)}%
      </Typography>
    </Stack>
  );
}

const columns: GridColDef<Contributor>[] = [
  {
    field: 'name',
    headerName: 'Contributor',
    width: 210,
    // 'flex' display centres custom content vertically in the cell.
    display: 'flex',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main' }}>
          {initials(row.name)}
        </Avatar>
        <span>{row.name}</span>
      </Stack>
    ),
  },
  {
    field: 'handle',
    headerName: 'Profile',
    width: 150,
    // tabIndex follows the cell: only the focused cell's link is a tab stop.
    renderCell: ({ value, tabIndex }) => (
      <Link
        href={`https://example.com/people/${value}`}
        underline="hover"
        tabIndex={tabIndex}
      >
        @{value}
      </Link>
    ),
  },
  { field: 'commits', headerName: 'Commits', type: 'number', width: 100 },
  {
    field: 'reviewShare',
    headerName: 'Reviews done',
    type: 'number',
    flex: 1,
    minWidth: 180,
    display: 'flex',
    renderCell: (params) => <ReviewShareCell {...params} />,
  },
];

export default function ColumnRenderCellSkills() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
