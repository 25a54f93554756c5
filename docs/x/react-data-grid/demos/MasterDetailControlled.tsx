import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';

interface Incident {
  id: number;
  title: string;
  service: string;
  summary: string;
}

const rows: Incident[] = [
  {
    id: 101,
    title: 'Checkout errors',
    service: 'Payments',
    summary:
      'A certificate expired on the card gateway. Renewed at 10:42; error rate back to normal at 10:45.',
  },
  {
    id: 102,
    title: 'Slow search',
    service: 'Catalogue',
    summary: 'An index rebuild ran during peak hours. Moved the nightly job to 03:00.',
  },
  {
    id: 103,
    title: 'Emails delayed',
    service: 'Notifications',
    summary:
      'The mail provider throttled our account after a bulk send. Spread large sends over an hour.',
  },
  {
    id: 104,
    title: 'Login loop on Safari',
    service: 'Accounts',
    summary:
      'A cookie without SameSite=None was dropped in third-party contexts. Fixed the attribute.',
  },
  {
    id: 105,
    title: 'Stale prices',
    service: 'Catalogue',
    summary: 'A cache key missed the currency. Added it and flushed the cache.',
  },
];

const columns: GridColDef<Incident>[] = [
  { field: 'id', headerName: 'Incident', type: 'number', width: 110 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'service', headerName: 'Service', width: 140 },
];

// A row with one cell around the content keeps the grid's ARIA structure valid.
const getDetailPanelContent = ({ row }: GridRowParams<Incident>) => (
  <Box role="row" aria-label={`Summary of incident ${row.id}`} sx={{ px: 3, py: 2 }}>
    <Typography role="gridcell" variant="body2">
      {row.summary}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailControlled() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([]);
  const [onlyOne, setOnlyOne] = React.useState(true);

  // With "one at a time", opening a panel closes the others: keep the newest id only.
  const handleExpandedChange = (ids: GridRowId[]) => {
    setExpanded(onlyOne ? ids.filter((id) => !expanded.includes(id)).slice(-1) : ids);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Button
          size="small"
          variant="outlined"
          disabled={onlyOne}
          onClick={() => setExpanded(rows.map((row) => row.id))}
        >
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={onlyOne}
              onChange={(event) => {
                setOnlyOne(event.target.checked);
                if (event.target.checked) setExpanded((ids) => ids.slice(-1));
              }}
            />
          }
          label="One panel at a time"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={handleExpandedChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
