import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

// ---------------------------------------------------------------------------
// Fake server: returns every ticket of one month (a bounded slice of a large
// table). Grouping and totals then happen in the browser on that slice.
// ---------------------------------------------------------------------------

interface Ticket {
  id: number;
  month: string;
  team: 'Billing' | 'Platform' | 'Mobile';
  priority: 'High' | 'Normal' | 'Low';
  hoursSpent: number;
}

const MONTHS = ['2024-06', '2024-07', '2024-08'];
const TEAMS: Ticket['team'][] = ['Billing', 'Platform', 'Mobile'];
const PRIORITIES: Ticket['priority'][] = ['Normal', 'High', 'Normal', 'Low'];

const TICKETS: Ticket[] = Array.from({ length: 900 }, (_, index) => ({
  id: index + 1,
  month: MONTHS[index % MONTHS.length],
  team: TEAMS[(index * 7) % TEAMS.length],
  priority: PRIORITIES[(index * 5) % PRIORITIES.length],
  hoursSpent: 1 + ((index * 13) % 16),
}));

function fetchTicketsOfMonth(month: string): Promise<Ticket[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(TICKETS.filter((ticket) => ticket.month === month)), 450);
  });
}

// ---------------------------------------------------------------------------

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90, aggregable: false },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'hoursSpent', headerName: 'Hours spent', type: 'number', width: 140 },
];

export default function FetchedRowsClientGrouping() {
  const [month, setMonth] = React.useState(MONTHS[2]);
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTicketsOfMonth(month).then((result) => {
      // Ignore the answer if another month was chosen in the meantime.
      if (!current) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [month]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {MONTHS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
        <Typography variant="body2" role="status">
          {loading ? 'Loading…' : `${rows.length} tickets loaded from the server`}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          // Aggregated values use primary.dark by default, too dim on a dark background.
          sx={{ '& .MuiDataGrid-footerCell': { color: 'primary.main' } }}
          rows={rows}
          columns={columns}
          loading={loading}
          initialState={{
            rowGrouping: { model: ['team', 'priority'] },
            aggregation: { model: { hoursSpent: 'sum' } },
            columns: { columnVisibilityModel: { team: false, priority: false } },
          }}
          groupingColDef={{ width: 200 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
