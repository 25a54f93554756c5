import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowHeightParams } from '@mui/x-data-grid';

interface Announcement {
  id: number;
  kind: 'Headline' | 'Update' | 'Note';
  text: string;
  author: string;
}

const rows: Announcement[] = [
  {
    id: 1,
    kind: 'Headline',
    text: 'The office moves to Dock Street on 3 June',
    author: 'Facilities',
  },
  {
    id: 2,
    kind: 'Update',
    text: 'New parking permits are ready at reception',
    author: 'Facilities',
  },
  { id: 3, kind: 'Note', text: 'Kitchen dishwasher fixed', author: 'Office team' },
  {
    id: 4,
    kind: 'Headline',
    text: 'Quarterly all-hands: Thursday at 16:00',
    author: 'Leadership',
  },
  { id: 5, kind: 'Update', text: 'VPN client update required by Friday', author: 'IT' },
  { id: 6, kind: 'Note', text: 'Lost and found: blue umbrella', author: 'Reception' },
];

/** Headlines get a tall row, notes a short one; anything else keeps the default height. */
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  const row = model as Announcement;
  if (row.kind === 'Headline') return 84 * densityFactor;
  if (row.kind === 'Note') return 36 * densityFactor;
  return null;
}

const columns: GridColDef<Announcement>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  {
    field: 'text',
    headerName: 'Announcement',
    flex: 1,
    minWidth: 260,
    cellClassName: (params) =>
      params.row.kind === 'Headline' ? 'announcement-headline' : '',
  },
  { field: 'author', headerName: 'From', width: 130 },
];

export default function RowHeightPerRow() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .announcement-headline': { fontSize: '1.125rem', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </Box>
  );
}
