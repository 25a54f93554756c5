import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridColDef,
  GridOverlay,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
} from '@mui/x-data-grid';

// Lets `slotProps.noRowsOverlay` carry the callback with its type checked.
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onLoadSample?: () => void;
  }
}

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
}

const SAMPLE: Ticket[] = [
  {
    id: 311,
    subject: 'Cannot reset password',
    requester: 'amira@example.com',
    priority: 'High',
  },
  {
    id: 312,
    subject: 'Invoice shows the wrong VAT',
    requester: 'lukas@example.com',
    priority: 'Normal',
  },
  {
    id: 313,
    subject: 'Feature idea: dark mode',
    requester: 'sofia@example.com',
    priority: 'Low',
  },
  {
    id: 314,
    subject: 'Export stops at 1000 rows',
    requester: 'kenji@example.com',
    priority: 'High',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 180 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

function EmptyInbox({ onLoadSample }: { onLoadSample?: () => void }) {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <InboxOutlinedIcon fontSize="large" color="action" />
      <Typography variant="body2">No tickets. The support queue is clear.</Typography>
      {onLoadSample && (
        <Button size="small" variant="outlined" onClick={onLoadSample}>
          Load sample tickets
        </Button>
      )}
    </GridOverlay>
  );
}

function NothingMatches() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <SearchOffIcon fontSize="large" color="action" />
      <Typography variant="body2">No ticket matches the search.</Typography>
      <Button size="small" onClick={() => apiRef.current.setQuickFilterValues([])}>
        Clear the search
      </Button>
    </GridOverlay>
  );
}

function TicketsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function OverlaysCustomEmptyStates() {
  const [rows, setRows] = React.useState<Ticket[]>(SAMPLE);
  const loadSample = React.useCallback(() => setRows(SAMPLE), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows([])}
          disabled={rows.length === 0}
        >
          Close every ticket
        </Button>
      </Box>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{
            noRowsOverlay: EmptyInbox,
            noResultsOverlay: NothingMatches,
            toolbar: TicketsToolbar,
          }}
          slotProps={{ noRowsOverlay: { onLoadSample: loadSample } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
