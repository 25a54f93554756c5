import Box from '@mui/material/Box';
import { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridCellParams,
  GridColDef,
  GridRowClassNameParams,
} from '@mui/x-data-grid';

type Status = 'delivered' | 'in-transit' | 'delayed';

interface Parcel {
  id: string;
  recipient: string;
  status: Status;
  daysLate: number;
}

const rows: Parcel[] = [
  { id: 'PX-4401', recipient: 'Greta Lind', status: 'delivered', daysLate: 0 },
  { id: 'PX-4402', recipient: 'Omar Haddad', status: 'delayed', daysLate: 3 },
  { id: 'PX-4403', recipient: 'Li Na', status: 'in-transit', daysLate: 0 },
  { id: 'PX-4404', recipient: 'João Pereira', status: 'delayed', daysLate: 1 },
  { id: 'PX-4405', recipient: 'Hanna Berg', status: 'delivered', daysLate: 0 },
  { id: 'PX-4406', recipient: 'Ravi Kumar', status: 'in-transit', daysLate: 0 },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'daysLate', headerName: 'Days late', type: 'number', width: 110 },
];

/**
 * A translucent tint of a palette colour. With CSS theme variables (as on this site) it follows
 * the light/dark scheme through the colour's channel variable; with a plain theme, `alpha()` does.
 */
function tint(theme: Theme, color: 'error' | 'success', opacity: number): string {
  const vars = (
    theme as Theme & { vars?: { palette: Record<string, { mainChannel: string }> } }
  ).vars;
  return vars
    ? `rgba(${vars.palette[color].mainChannel} / ${opacity})`
    : alpha(theme.palette[color].main, opacity);
}

const getRowClassName = (params: GridRowClassNameParams<Parcel>) =>
  `parcel--${params.row.status}`;

// Only the "Days late" cells of late parcels are emphasised.
const getCellClassName = (params: GridCellParams<Parcel>) =>
  params.field === 'daysLate' && params.row.daysLate > 0 ? 'parcel-cell--late' : '';

export default function StyleConditionalRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        getCellClassName={getCellClassName}
        hideFooter
        sx={(theme) => ({
          '& .parcel--delayed': {
            bgcolor: tint(theme, 'error', 0.08),
            boxShadow: `inset 4px 0 0 ${tint(theme, 'error', 1)}`,
            '&:hover': { bgcolor: tint(theme, 'error', 0.14) },
          },
          '& .parcel--delivered': {
            bgcolor: tint(theme, 'success', 0.06),
            '&:hover': { bgcolor: tint(theme, 'success', 0.12) },
          },
          '& .parcel-cell--late': { fontWeight: 700 },
        })}
      />
    </Box>
  );
}
