import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
}

const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows the wrong address',
  'Export to CSV is empty',
  'Add a second admin',
  'Dark mode contrast on charts',
  'API rate limit reached',
  'Refund for a duplicate order',
  'SSO login loops back',
  'Change the billing currency',
  'Webhook retries too often',
  'Delete my old workspace',
  'Slow dashboard on Mondays',
];
const REQUESTERS = ['Ines', 'Tomasz', 'Keiko', 'Samuel', 'Aylin', 'Jonas'];
const PRIORITIES: Ticket['priority'][] = ['Normal', 'High', 'Low', 'Normal'];

const rows: Ticket[] = SUBJECTS.map((subject, index) => ({
  id: 4100 + index,
  subject,
  requester: REQUESTERS[index % REQUESTERS.length],
  priority: PRIORITIES[index % PRIORITIES.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'requester', headerName: 'Requester', width: 120 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High'],
    width: 110,
  },
];

export default function LayoutFlexPanel() {
  const [tall, setTall] = React.useState(false);

  return (
    // A fixed-height panel laid out as a flex column: a header, the grid, a footer note.
    <Paper
      variant="outlined"
      sx={{ height: tall ? 520 : 380, display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        sx={{ p: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h3" variant="subtitle1">
          Support queue
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setTall((value) => !value)}
        >
          {tall ? 'Shorter panel' : 'Taller panel'}
        </Button>
      </Stack>
      {/* flex: 1 takes the height left over; minHeight: 0 lets the box shrink below the grid's content. */}
      <Box sx={{ flex: 1, minHeight: 0, px: 1.5 }}>
        <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
      <Typography variant="body2" sx={{ p: 1.5, color: 'text.secondary' }}>
        {rows.length} open tickets
      </Typography>
    </Paper>
  );
}
