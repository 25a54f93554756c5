import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  GridFilterModel,
  GridSortModel,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  hours: number;
  rating: number;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to TypeScript', level: 'Beginner', hours: 6, rating: 4.6 },
  { id: 2, title: 'React state in depth', level: 'Intermediate', hours: 9, rating: 4.8 },
  { id: 3, title: 'Accessible forms', level: 'Intermediate', hours: 4, rating: 4.5 },
  { id: 4, title: 'Rendering performance', level: 'Advanced', hours: 7, rating: 4.7 },
  { id: 5, title: 'CSS layout basics', level: 'Beginner', hours: 5, rating: 4.3 },
  { id: 6, title: 'Testing user flows', level: 'Advanced', hours: 8, rating: 4.4 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180 },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: ['Beginner', 'Intermediate', 'Advanced'],
    width: 130,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const DEFAULT_SORT: GridSortModel = [{ field: 'rating', sort: 'desc' }];

export default function StateControlledModels() {
  // Controlled: the app owns these three models and the grid reports changes.
  const [sortModel, setSortModel] = React.useState<GridSortModel>(DEFAULT_SORT);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>({});

  const reset = () => {
    setSortModel(DEFAULT_SORT);
    setFilterModel({ items: [] });
    setColumnVisibilityModel({});
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={setColumnVisibilityModel}
          // Uncontrolled: set once, then owned by the grid.
          initialState={{
            density: 'compact',
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[25]}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="subtitle2" component="p">
            Models held by the app
          </Typography>
          <Button size="small" onClick={reset}>
            Reset
          </Button>
        </Stack>
        <Box
          component="pre"
          sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {JSON.stringify({ sortModel, filterModel, columnVisibilityModel }, null, 2)}
        </Box>
      </Paper>
    </Stack>
  );
}
