import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
} from '@mui/x-data-grid';

interface Region {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
  target: number;
}

const rows: Region[] = [
  { id: 1, region: 'Nordics', q1: 410, q2: 455, q3: 390, q4: 520, target: 1700 },
  { id: 2, region: 'Iberia', q1: 280, q2: 310, q3: 365, q4: 340, target: 1300 },
  { id: 3, region: 'Benelux', q1: 350, q2: 330, q3: 345, q4: 410, target: 1450 },
  { id: 4, region: 'Baltics', q1: 120, q2: 160, q3: 150, q4: 175, target: 560 },
];

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
const yearTotal = (row: Region) => row.q1 + row.q2 + row.q3 + row.q4;

const columns: GridColDef<Region>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...QUARTERS.map((quarter): GridColDef<Region> => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 80,
  })),
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => yearTotal(row),
  },
  { field: 'target', headerName: 'Target', type: 'number', width: 90 },
  {
    field: 'reached',
    headerName: 'Reached',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => yearTotal(row) / row.target,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
  },
];

/** A group header with a button that folds the quarters away, leaving the year total. */
function SalesGroupHeader({
  params,
  folded,
  onToggle,
}: {
  params: GridColumnGroupHeaderParams;
  folded: boolean;
  onToggle: () => void;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {params.headerName}
      </Typography>
      <IconButton
        size="small"
        onClick={onToggle}
        aria-label={folded ? 'Show the quarters' : 'Hide the quarters'}
        aria-pressed={folded}
      >
        {folded ? (
          <UnfoldMoreIcon fontSize="small" />
        ) : (
          <UnfoldLessIcon fontSize="small" />
        )}
      </IconButton>
    </Stack>
  );
}

export default function ColumnGroupsCustomHeaders() {
  const [folded, setFolded] = React.useState(false);
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});

  const toggle = React.useCallback(() => {
    const hideQuarters = !folded;
    setFolded(hideQuarters);
    setVisibility((model) => ({
      ...model,
      q1: !hideQuarters,
      q2: !hideQuarters,
      q3: !hideQuarters,
      q4: !hideQuarters,
    }));
  }, [folded]);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () => [
      {
        groupId: 'sales',
        headerName: 'Units sold (2023)',
        headerClassName: 'sales-group',
        children: [...QUARTERS.map((field) => ({ field })), { field: 'year' }],
        renderHeaderGroup: (params) => (
          <SalesGroupHeader params={params} folded={folded} onToggle={toggle} />
        ),
      },
      {
        groupId: 'goal',
        headerName: 'Goal',
        headerClassName: 'goal-group',
        children: [{ field: 'target' }, { field: 'reached' }],
      },
    ],
    [folded, toggle],
  );

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .sales-group': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .sales-group .MuiIconButton-root': { color: 'inherit' },
        '& .goal-group': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
        hideFooter
      />
    </Box>
  );
}
