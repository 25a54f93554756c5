import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridAlignment, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Match {
  id: number;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  attendance: number;
}

const rows: Match[] = [
  {
    id: 1,
    home: 'Rovers',
    away: 'United',
    homeGoals: 2,
    awayGoals: 1,
    attendance: 18250,
  },
  { id: 2, home: 'Athletic', away: 'City', homeGoals: 0, awayGoals: 0, attendance: 9400 },
  {
    id: 3,
    home: 'Wanderers',
    away: 'Albion',
    homeGoals: 3,
    awayGoals: 2,
    attendance: 21030,
  },
  { id: 4, home: 'Town', away: 'Rangers', homeGoals: 1, awayGoals: 4, attendance: 7615 },
];

function buildColumns(centerScores: boolean): GridColDef<Match>[] {
  const scoreAlign: GridAlignment = centerScores ? 'center' : 'right';
  return [
    {
      field: 'home',
      headerName: 'Home',
      width: 130,
      headerClassName: 'match-header--team',
    },
    {
      field: 'away',
      headerName: 'Away',
      width: 130,
      headerClassName: 'match-header--team',
    },
    {
      field: 'homeGoals',
      headerName: 'Home goals',
      type: 'number',
      width: 120,
      headerAlign: scoreAlign,
      align: scoreAlign,
      headerClassName: 'match-header--score',
    },
    {
      field: 'awayGoals',
      headerName: 'Away goals',
      type: 'number',
      width: 120,
      headerAlign: scoreAlign,
      align: scoreAlign,
      headerClassName: 'match-header--score',
    },
    {
      field: 'attendance',
      headerName: 'Attendance',
      type: 'number',
      width: 130,
      // A function receives the column's params and can return a class per column.
      headerClassName: ({ colDef }) =>
        colDef.type === 'number' ? 'match-header--number' : '',
    },
  ];
}

export default function ColumnHeaderAlignAndStyle() {
  const [centerScores, setCenterScores] = React.useState(true);
  const [borders, setBorders] = React.useState(true);
  const columns = React.useMemo(() => buildColumns(centerScores), [centerScores]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={centerScores}
              onChange={(event) => setCenterScores(event.target.checked)}
            />
          }
          label="Center the scores"
        />
        <FormControlLabel
          control={
            <Switch
              checked={borders}
              onChange={(event) => setBorders(event.target.checked)}
            />
          }
          label="Header borders"
        />
      </Stack>
      <Box
        sx={{
          height: 320,
          width: '100%',
          '& .match-header--team': { bgcolor: 'action.hover' },
          '& .match-header--number': { color: 'secondary.main' },
          '& .match-header--score': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          '& .match-header--score .MuiDataGrid-iconButtonContainer .MuiIconButton-root, & .match-header--score .MuiDataGrid-menuIcon .MuiIconButton-root':
            { color: 'inherit' },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          showColumnVerticalBorder={borders}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
