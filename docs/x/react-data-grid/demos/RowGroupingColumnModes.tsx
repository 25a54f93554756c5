import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  team: 'Billing' | 'Platform' | 'Mobile';
  priority: 'High' | 'Normal' | 'Low';
  subject: string;
  assignee: string;
  ageDays: number;
}

const rows: Ticket[] = [
  {
    id: 1,
    team: 'Billing',
    priority: 'High',
    subject: 'Invoice shows the wrong VAT rate',
    assignee: 'Mei Chen',
    ageDays: 1,
  },
  {
    id: 2,
    team: 'Billing',
    priority: 'Normal',
    subject: 'Add a PO number to receipts',
    assignee: 'Jonas Berg',
    ageDays: 6,
  },
  {
    id: 3,
    team: 'Billing',
    priority: 'High',
    subject: 'Card declined on renewal',
    assignee: 'Mei Chen',
    ageDays: 2,
  },
  {
    id: 4,
    team: 'Platform',
    priority: 'High',
    subject: 'Export times out above 50k rows',
    assignee: 'Kwame Mensah',
    ageDays: 3,
  },
  {
    id: 5,
    team: 'Platform',
    priority: 'Low',
    subject: 'Typo in the status page',
    assignee: 'Lena Park',
    ageDays: 14,
  },
  {
    id: 6,
    team: 'Platform',
    priority: 'Normal',
    subject: 'Rotate the staging certificates',
    assignee: 'Kwame Mensah',
    ageDays: 5,
  },
  {
    id: 7,
    team: 'Platform',
    priority: 'Normal',
    subject: 'Slow search on archived projects',
    assignee: 'Lena Park',
    ageDays: 9,
  },
  {
    id: 8,
    team: 'Mobile',
    priority: 'High',
    subject: 'Crash when rotating the tablet',
    assignee: 'Sofia Costa',
    ageDays: 1,
  },
  {
    id: 9,
    team: 'Mobile',
    priority: 'Low',
    subject: 'Dark mode icon contrast',
    assignee: 'Sofia Costa',
    ageDays: 21,
  },
  {
    id: 10,
    team: 'Mobile',
    priority: 'Normal',
    subject: 'Push notifications arrive twice',
    assignee: 'Ravi Iyer',
    ageDays: 4,
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'ageDays', headerName: 'Age (days)', type: 'number', width: 110 },
];

export default function RowGroupingColumnModes() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: 'single' | 'multiple' | null) =>
          value && setMode(value)
        }
        aria-label="rowGroupingColumnMode"
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          initialState={{
            rowGrouping: { model: ['team', 'priority'] },
            columns: { columnVisibilityModel: { team: false, priority: false } },
          }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
