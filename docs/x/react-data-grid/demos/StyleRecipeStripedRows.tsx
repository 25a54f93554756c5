import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRowClassNameParams,
  gridClasses,
} from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  dayHours: number;
  distanceAu: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayHours: 4222.6, distanceAu: 0.39 },
  { id: 2, name: 'Venus', moons: 0, dayHours: 2802, distanceAu: 0.72 },
  { id: 3, name: 'Earth', moons: 1, dayHours: 24, distanceAu: 1 },
  { id: 4, name: 'Mars', moons: 2, dayHours: 24.7, distanceAu: 1.52 },
  { id: 5, name: 'Jupiter', moons: 95, dayHours: 9.9, distanceAu: 5.2 },
  { id: 6, name: 'Saturn', moons: 146, dayHours: 10.7, distanceAu: 9.54 },
  { id: 7, name: 'Uranus', moons: 28, dayHours: 17.2, distanceAu: 19.19 },
  { id: 8, name: 'Neptune', moons: 16, dayHours: 16.1, distanceAu: 30.07 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 130 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 130 },
  { field: 'dayHours', headerName: 'Day length (h)', type: 'number', width: 140 },
  { field: 'distanceAu', headerName: 'Distance (AU)', type: 'number', width: 130 },
];

// The index restarts on each page and follows sorting and filtering, so stripes always alternate.
const stripe = (params: GridRowClassNameParams<Planet>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'stripe--even' : 'stripe--odd';

export default function StyleRecipeStripedRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={stripe}
        pageSizeOptions={[5]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        sx={{
          // Row lines are redundant with stripes.
          '--DataGrid-rowBorderColor': 'transparent',
          [`& .${gridClasses.row}.stripe--even`]: {
            bgcolor: 'action.hover',
            '&:hover': { bgcolor: 'action.selected' },
          },
          [`& .${gridClasses.row}.stripe--odd:hover`]: { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
