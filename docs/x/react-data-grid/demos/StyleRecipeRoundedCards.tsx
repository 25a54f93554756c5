import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridColDef,
  GridRowSpacingParams,
  gridClasses,
} from '@mui/x-data-grid';

interface Candidate {
  id: number;
  name: string;
  role: string;
  stage: 'Screening' | 'Interview' | 'Offer';
}

const rows: Candidate[] = [
  { id: 1, name: 'Ada Okonkwo', role: 'Data engineer', stage: 'Interview' },
  { id: 2, name: 'Bo Lindgren', role: 'Product designer', stage: 'Offer' },
  { id: 3, name: 'Camila Reyes', role: 'Data engineer', stage: 'Screening' },
  { id: 4, name: 'Daniel Kim', role: 'Support lead', stage: 'Interview' },
];

const columns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  {
    field: 'stage',
    headerName: 'Stage',
    width: 140,
    renderCell: ({ value }) => <Chip size="small" label={value} variant="outlined" />,
  },
];

// 8 px above and below every row; the grid adds it to the row positions.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function StyleRecipeRoundedCards() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{
          border: 'none',
          '--DataGrid-rowBorderColor': 'transparent',
          [`& .${gridClasses.row}`]: {
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          },
          [`& .${gridClasses.cell}`]: { display: 'flex', alignItems: 'center' },
        }}
      />
    </Box>
  );
}
