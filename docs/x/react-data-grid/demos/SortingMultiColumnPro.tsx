import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';

interface StaffMember {
  id: number;
  name: string;
  team: string;
  level: number;
  salary: number;
}

const rows: StaffMember[] = [
  { id: 1, name: 'Ines Duarte', team: 'Platform', level: 3, salary: 98000 },
  { id: 2, name: 'Tomasz Wrona', team: 'Design', level: 2, salary: 76000 },
  { id: 3, name: 'Aiko Mori', team: 'Platform', level: 4, salary: 121000 },
  { id: 4, name: 'Kwame Asante', team: 'Support', level: 1, salary: 52000 },
  { id: 5, name: 'Lucía Benítez', team: 'Design', level: 3, salary: 88000 },
  { id: 6, name: 'Pieter de Vries', team: 'Platform', level: 2, salary: 83000 },
  { id: 7, name: 'Noor Hamdan', team: 'Support', level: 2, salary: 61000 },
  { id: 8, name: 'Sven Ekdahl', team: 'Design', level: 3, salary: 91000 },
  { id: 9, name: 'Mei Lin', team: 'Support', level: 3, salary: 67000 },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<StaffMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'level', headerName: 'Level', type: 'number', width: 90 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function SortingMultiColumnPro() {
  // Team first; inside a team, the highest salary first.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'team', sort: 'asc' },
    { field: 'salary', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 520 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        Sort priority:{' '}
        {sortModel.length === 0
          ? 'none'
          : sortModel
              .map((item, index) => `${index + 1}. ${item.field} ${item.sort}`)
              .join(', ')}
      </Typography>
    </Box>
  );
}
