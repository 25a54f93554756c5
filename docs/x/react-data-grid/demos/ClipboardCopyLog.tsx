import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  from: string;
  to: string;
  departure: Date;
  fare: number;
}

const rows: Flight[] = [
  {
    id: 'KL1002',
    from: 'Amsterdam',
    to: 'London',
    departure: new Date(2024, 10, 4, 7, 5),
    fare: 129,
  },
  {
    id: 'LH400',
    from: 'Frankfurt',
    to: 'New York',
    departure: new Date(2024, 10, 4, 10, 10),
    fare: 612,
  },
  {
    id: 'IB3166',
    from: 'Madrid',
    to: 'Paris',
    departure: new Date(2024, 10, 4, 12, 45),
    fare: 98,
  },
  {
    id: 'SK1469',
    from: 'Copenhagen',
    to: 'Oslo',
    departure: new Date(2024, 10, 4, 16, 20),
    fare: 87,
  },
  {
    id: 'OS77',
    from: 'Vienna',
    to: 'Tokyo',
    departure: new Date(2024, 10, 4, 13, 55),
    fare: 934,
  },
];

const time = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 120 },
  { field: 'to', headerName: 'To', width: 120 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => time.format(value),
  },
  {
    field: 'fare',
    headerName: 'Fare',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => euros.format(value),
  },
];

type Delimiter = '\t' | ';';

export default function ClipboardCopyLog() {
  const [delimiter, setDelimiter] = React.useState<Delimiter>('\t');
  const [rawValues, setRawValues] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={delimiter}
          onChange={(_event, value: Delimiter | null) => value && setDelimiter(value)}
          aria-label="Cell delimiter"
        >
          <ToggleButton value={'\t'}>Tab</ToggleButton>
          <ToggleButton value=";">Semicolon</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={rawValues}
              onChange={(event) => setRawValues(event.target.checked)}
            />
          }
          label="Copy raw values"
        />
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          clipboardCopyCellDelimiter={delimiter}
          ignoreValueFormatterDuringExport={{ clipboardExport: rawValues }}
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <Typography id="clipboard-log-title" variant="subtitle2" component="p">
        Last text put on the clipboard
      </Typography>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-labelledby="clipboard-log-title"
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 48,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 13,
        }}
      >
        {copied
          ? copied.replace(/\t/g, '⇥')
          : 'Click a cell or tick rows, then press Ctrl+C (⌘C on macOS).'}
      </Box>
    </Stack>
  );
}
