import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  founded: number;
}

const rows: City[] = [
  { id: 1, city: 'Amsterdam', country: 'Netherlands', population: 931000, founded: 1275 },
  { id: 2, city: 'Bergen', country: 'Norway', population: 291000, founded: 1070 },
  { id: 3, city: 'Coimbra', country: 'Portugal', population: 140000, founded: 1111 },
  { id: 4, city: 'Dublin', country: 'Ireland', population: 592000, founded: 841 },
  {
    id: 5,
    city: 'Edinburgh',
    country: 'United Kingdom',
    population: 514000,
    founded: 1124,
  },
  { id: 6, city: 'Florence', country: 'Italy', population: 361000, founded: -59 },
  { id: 7, city: 'Ghent', country: 'Belgium', population: 265000, founded: 630 },
  { id: 8, city: 'Helsinki', country: 'Finland', population: 674000, founded: 1550 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  {
    field: 'founded',
    headerName: 'Founded',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value < 0 ? `${-value} BC` : String(value)),
  },
];

export default function StateSaveRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    // Only the models that were set or changed: a smaller, more readable snapshot.
    setSaved(apiRef.current.exportState({ exportOnlyDirtyModels: true }));
  };

  const restore = () => {
    if (saved) apiRef.current.restoreState(saved);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button variant="contained" size="small" onClick={save}>
          Save state
        </Button>
        <Button variant="outlined" size="small" onClick={restore} disabled={!saved}>
          Restore saved state
        </Button>
        <Typography variant="body2" color="text.secondary">
          Save, change the sort or a filter, then restore.
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'city', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p">
          Saved state
        </Typography>
        <Box
          component="pre"
          role="region"
          aria-label="Saved state"
          sx={{
            m: 0,
            p: 1,
            fontSize: 12,
            maxHeight: 180,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
          tabIndex={0}
        >
          {saved ? JSON.stringify(saved, null, 2) : 'Nothing saved yet.'}
        </Box>
      </Box>
    </Stack>
  );
}
