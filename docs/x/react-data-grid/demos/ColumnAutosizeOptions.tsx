import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  minutes: number;
  note: string;
}

const rows: Recipe[] = [
  {
    id: 1,
    name: 'Shakshuka',
    cuisine: 'North African',
    minutes: 30,
    note: 'Serve in the pan',
  },
  {
    id: 2,
    name: 'Okonomiyaki',
    cuisine: 'Japanese',
    minutes: 25,
    note: 'Crisp both sides',
  },
  {
    id: 3,
    name: 'Pão de queijo',
    cuisine: 'Brazilian',
    minutes: 35,
    note: 'Tapioca flour only',
  },
  {
    id: 4,
    name: 'Ribollita',
    cuisine: 'Italian',
    minutes: 90,
    note: 'Better on day two',
  },
  {
    id: 5,
    name: 'Khachapuri',
    cuisine: 'Georgian',
    minutes: 50,
    note: 'Add the egg at the end',
  },
  {
    id: 6,
    name: 'Mole poblano with turkey, rice and warm corn tortillas',
    cuisine: 'Mexican',
    minutes: 240,
    note: 'Toast the chillies',
  },
  { id: 7, name: 'Pierogi', cuisine: 'Polish', minutes: 70, note: 'Freeze a batch' },
  { id: 8, name: 'Laksa', cuisine: 'Malaysian', minutes: 45, note: 'Fresh noodles' },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', width: 110 },
  { field: 'cuisine', headerName: 'Cuisine', width: 90 },
  {
    field: 'minutes',
    headerName: 'Preparation time (minutes)',
    type: 'number',
    width: 90,
  },
  { field: 'note', headerName: 'Tip', width: 90 },
];

export default function ColumnAutosizeOptions() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const options = { includeHeaders, includeOutliers, expand };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current.autosizeColumns(options)}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={includeOutliers}
              onChange={(event) => setIncludeOutliers(event.target.checked)}
            />
          }
          label="Include outliers"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={expand}
              onChange={(event) => setExpand(event.target.checked)}
            />
          }
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Double-clicking a header's edge uses the same options.
          autosizeOptions={options}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
