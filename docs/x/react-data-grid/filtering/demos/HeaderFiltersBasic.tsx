import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const CHANNELS = ['Email', 'Chat', 'Phone'] as const;
const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV is empty',
  'Two-factor code not received',
  'Change billing address',
  'App crashes on start',
  'Add a team member',
  'Refund for duplicate charge',
];
const AGENTS = ['Nadia', 'Oskar', 'Priya', 'Quentin'];

interface Ticket {
  id: number;
  subject: string;
  channel: (typeof CHANNELS)[number];
  agent: string;
  replies: number;
  opened: Date;
  urgent: boolean;
}

const rows: Ticket[] = Array.from({ length: 24 }, (_, index) => ({
  id: 3001 + index,
  subject: SUBJECTS[index % SUBJECTS.length],
  channel: CHANNELS[(index * 2) % CHANNELS.length],
  agent: AGENTS[(index * 3) % AGENTS.length],
  replies: (index * 7) % 11,
  opened: new Date(2024, 3, 1 + ((index * 5) % 28)),
  urgent: index % 4 === 1,
}));

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: [...CHANNELS],
    width: 130,
  },
  { field: 'agent', headerName: 'Agent', width: 130 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 110 },
  {
    field: 'opened',
    headerName: 'Opened',
    type: 'date',
    width: 160,
    valueFormatter: (value: Date) => day.format(value),
  },
  { field: 'urgent', headerName: 'Urgent', type: 'boolean', width: 110 },
];

export default function HeaderFiltersBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'replies', operator: '>', value: 3 }] },
          },
        }}
      />
    </Box>
  );
}
