import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  dayHours: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayHours: 4222.6 },
  { id: 2, name: 'Venus', moons: 0, dayHours: 2802 },
  { id: 3, name: 'Earth', moons: 1, dayHours: 24 },
  { id: 4, name: 'Mars', moons: 2, dayHours: 24.7 },
  { id: 5, name: 'Jupiter', moons: 95, dayHours: 9.9 },
  { id: 6, name: 'Saturn', moons: 146, dayHours: 10.7 },
  { id: 7, name: 'Uranus', moons: 28, dayHours: 17.2 },
  { id: 8, name: 'Neptune', moons: 16, dayHours: 16.1 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', width: 130 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'dayHours', headerName: 'Length of day (h)', type: 'number', width: 170 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function FaqVisibleRowsReadout() {
  const apiRef = useGridApiRef();
  const [names, setNames] = React.useState<string[] | null>(null);

  const readVisibleRows = () => {
    // Every row that passes the filters, in the current sort order, across all pages.
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    setNames(entries.map((entry) => (entry.model as Planet).name));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          initialState={{ sorting: { sortModel: [{ field: 'moons', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={readVisibleRows}>
          Read the visible rows
        </Button>
        <Typography variant="body2" role="status">
          {names === null
            ? 'Filter or sort, then read.'
            : `${names.length} rows: ${names.join(', ') || 'none'}`}
        </Typography>
      </Stack>
    </Stack>
  );
}
