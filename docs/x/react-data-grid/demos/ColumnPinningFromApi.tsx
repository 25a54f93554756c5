import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Peak {
  id: number;
  name: string;
  range: string;
  country: string;
  heightM: number;
  prominenceM: number;
  firstAscent: number;
  routes: number;
}

const rows: Peak[] = [
  {
    id: 1,
    name: 'Mont Blanc',
    range: 'Alps',
    country: 'France / Italy',
    heightM: 4806,
    prominenceM: 4695,
    firstAscent: 1786,
    routes: 18,
  },
  {
    id: 2,
    name: 'Aconcagua',
    range: 'Andes',
    country: 'Argentina',
    heightM: 6961,
    prominenceM: 6961,
    firstAscent: 1897,
    routes: 9,
  },
  {
    id: 3,
    name: 'Denali',
    range: 'Alaska Range',
    country: 'United States',
    heightM: 6190,
    prominenceM: 6140,
    firstAscent: 1913,
    routes: 12,
  },
  {
    id: 4,
    name: 'Kilimanjaro',
    range: 'Eastern Rift',
    country: 'Tanzania',
    heightM: 5895,
    prominenceM: 5885,
    firstAscent: 1889,
    routes: 7,
  },
  {
    id: 5,
    name: 'Elbrus',
    range: 'Caucasus',
    country: 'Russia',
    heightM: 5642,
    prominenceM: 4741,
    firstAscent: 1874,
    routes: 6,
  },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', width: 140 },
  { field: 'range', headerName: 'Range', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 120 },
  { field: 'prominenceM', headerName: 'Prominence (m)', type: 'number', width: 150 },
  {
    field: 'firstAscent',
    headerName: 'First ascent',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'routes', headerName: 'Routes', type: 'number', width: 100 },
];

const describe = (pinned: GridPinnedColumnFields) =>
  `Left: ${pinned.left?.join(', ') || 'none'} · Right: ${pinned.right?.join(', ') || 'none'}`;

export default function ColumnPinningFromApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('heightM');
  const [summary, setSummary] = React.useState(describe({}));

  // The grid reports every change of the pinned columns, from the API or from the column menu.
  const handlePinnedColumnsChange = (pinned: GridPinnedColumnFields) =>
    setSummary(describe(pinned));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 170 }}
        >
          {columns.map((column) => (
            <option key={column.field} value={column.field}>
              {column.headerName}
            </option>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.pinColumn(field, GridPinnedColumnPosition.LEFT)}
        >
          Pin left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.pinColumn(field, GridPinnedColumnPosition.RIGHT)}
        >
          Pin right
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.unpinColumn(field)}
        >
          Unpin
        </Button>
        <Button size="small" onClick={() => apiRef.current.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onPinnedColumnsChange={handlePinnedColumnsChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {summary}
      </Typography>
    </Stack>
  );
}
