import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

interface Result {
  id: number;
  athlete: string;
  country: string;
  swim: number;
  t1: number;
  bike: number;
  t2: number;
  run: number;
}

// Split times in seconds.
const rows: Result[] = [
  {
    id: 1,
    athlete: 'Lena Hofer',
    country: 'Austria',
    swim: 1142,
    t1: 58,
    bike: 3712,
    t2: 31,
    run: 2105,
  },
  {
    id: 2,
    athlete: 'Maya Okonkwo',
    country: 'Nigeria',
    swim: 1205,
    t1: 61,
    bike: 3655,
    t2: 29,
    run: 2088,
  },
  {
    id: 3,
    athlete: 'Sara Lindgren',
    country: 'Sweden',
    swim: 1128,
    t1: 55,
    bike: 3790,
    t2: 35,
    run: 2140,
  },
  {
    id: 4,
    athlete: 'Inés Ferrer',
    country: 'Spain',
    swim: 1176,
    t1: 57,
    bike: 3701,
    t2: 30,
    run: 2061,
  },
  {
    id: 5,
    athlete: 'Hana Kobayashi',
    country: 'Japan',
    swim: 1190,
    t1: 63,
    bike: 3745,
    t2: 33,
    run: 2079,
  },
];

function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

const split = (
  field: keyof Result,
  headerName: string,
  width = 90,
): GridColDef<Result> => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (value: number) => formatDuration(value),
});

const columns: GridColDef<Result>[] = [
  { field: 'athlete', headerName: 'Name', width: 150 },
  { field: 'country', headerName: 'Country', width: 100 },
  split('swim', 'Swim'),
  split('bike', 'Bike'),
  split('run', 'Run'),
  split('t1', 'T1', 75),
  split('t2', 'T2', 75),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.swim + row.t1 + row.bike + row.t2 + row.run,
    valueFormatter: (value: number) => formatDuration(value),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'athleteGroup',
    headerName: 'Athlete',
    children: [{ field: 'athlete' }, { field: 'country' }],
  },
  {
    groupId: 'splits',
    headerName: 'Splits',
    description: 'Times for each part of the race',
    headerAlign: 'center',
    children: [
      {
        groupId: 'disciplines',
        headerName: 'Disciplines',
        headerAlign: 'center',
        children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
      },
      {
        groupId: 'transitions',
        headerName: 'Transitions',
        headerAlign: 'center',
        children: [{ field: 't1' }, { field: 't2' }],
      },
    ],
  },
];

export default function ColumnGroupsTriathlon() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'asc' }] } }}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
