import Box from '@mui/material/Box';
import { SvgIconProps } from '@mui/material/SvgIcon';
import ArrowDownwardIcon from '@mui/icons-material/South';
import ArrowUpwardIcon from '@mui/icons-material/North';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import TuneIcon from '@mui/icons-material/Tune';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Feature {
  id: number;
  name: string;
  free: boolean;
  team: boolean;
  seats: number;
}

const rows: Feature[] = [
  { id: 1, name: 'Shared boards', free: true, team: true, seats: 3 },
  { id: 2, name: 'Single sign-on', free: false, team: true, seats: 25 },
  { id: 3, name: 'Audit log', free: false, team: true, seats: 25 },
  { id: 4, name: 'Offline mode', free: true, team: true, seats: 3 },
  { id: 5, name: 'Custom domains', free: false, team: false, seats: 100 },
];

const columns: GridColDef<Feature>[] = [
  { field: 'name', headerName: 'Feature', flex: 1, minWidth: 160 },
  { field: 'free', headerName: 'Free plan', type: 'boolean', width: 120 },
  { field: 'team', headerName: 'Team plan', type: 'boolean', width: 120 },
  { field: 'seats', headerName: 'From seats', type: 'number', width: 120 },
];

// The grid passes the icon its class, size and text alternative (`titleAccess`, from
// localeText.booleanCellTrueLabel / booleanCellFalseLabel): forward them, then add a colour.
function Included(props: SvgIconProps) {
  return <CheckCircleIcon {...props} color="success" />;
}

function NotIncluded(props: SvgIconProps) {
  return <RemoveCircleOutlineIcon {...props} color="disabled" />;
}

export default function ComponentsIconSlots() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{
          columnSortedAscendingIcon: ArrowUpwardIcon,
          columnSortedDescendingIcon: ArrowDownwardIcon,
          columnMenuIcon: TuneIcon,
          booleanCellTrueIcon: Included,
          booleanCellFalseIcon: NotIncluded,
        }}
        localeText={{
          booleanCellTrueLabel: 'Included',
          booleanCellFalseLabel: 'Not included',
        }}
        slotProps={{
          baseCheckbox: { color: 'secondary' },
          columnMenu: { slotProps: { columnMenuFilterItem: { displayOrder: 0 } } },
        }}
        initialState={{ sorting: { sortModel: [{ field: 'seats', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
