import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  reviewer: string;
  stars: number;
  comment: string;
}

const rows: Review[] = [
  { id: 1, reviewer: 'Ilse', stars: 5, comment: 'Arrived early and works as described.' },
  {
    id: 2,
    reviewer: 'Ravi',
    stars: 3,
    comment:
      'The tent itself is solid and easy to pitch alone, but the stuff sack is too small: after the first night it took me twenty minutes to fold everything tightly enough to close it again. A slightly bigger bag would fix that.',
  },
  {
    id: 3,
    reviewer: 'Beatriz',
    stars: 4,
    comment: 'Good value. The pegs bend on rocky ground.',
  },
  {
    id: 4,
    reviewer: 'Tomás',
    stars: 2,
    comment:
      'Condensation inside was a real problem on a cold, still night. The vents help a little if you open both, but in rain you have to choose between a wet floor and a wet ceiling.',
  },
  {
    id: 5,
    reviewer: 'Hannah',
    stars: 5,
    comment: 'Survived a windy weekend on the coast without any trouble.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'reviewer', headerName: 'Reviewer', width: 120 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 90 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 240 },
];

export default function RowHeightAuto() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        // Rows with automatic height need vertical padding: nothing else separates the lines of text.
        '& .MuiDataGrid-cell': { py: 1.5 },
        '& .MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 0.5 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        // A guess for rows not measured yet, which keeps the scrollbar steady.
        getEstimatedRowHeight={() => 90}
        hideFooter
      />
    </Box>
  );
}
