import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridToolbarContainer,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  carrier: string;
  destination: string;
  parcels: number;
}

const rows: Shipment[] = [
  { id: 1, carrier: 'Swift Freight', destination: 'Ghent', parcels: 12 },
  { id: 2, carrier: 'Northline', destination: 'Turku', parcels: 3 },
  { id: 3, carrier: 'Swift Freight', destination: 'Porto', parcels: 8 },
  { id: 4, carrier: 'Cargo Kite', destination: 'Ghent', parcels: 21 },
  { id: 5, carrier: 'Northline', destination: 'Bilbao', parcels: 5 },
  { id: 6, carrier: 'Cargo Kite', destination: 'Turku', parcels: 9 },
  { id: 7, carrier: 'Swift Freight', destination: 'Bilbao', parcels: 14 },
];

/** The cell text plus a button that filters the grid on this exact value. */
function FilterableCell(params: GridRenderCellParams<Shipment, string>) {
  const { field, value, hasFocus, colDef } = params;
  const apiRef = useGridApiContext();

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        width: '100%',
      }}
    >
      <span>{value}</span>
      <IconButton
        size="small"
        // Only the focused cell's button is in the tab order, as the grid expects.
        tabIndex={hasFocus ? 0 : -1}
        aria-label={`Show only ${colDef.headerName} ${value}`}
        onClick={() =>
          apiRef.current.setFilterModel({ items: [{ field, operator: 'equals', value }] })
        }
      >
        <FilterAltOutlinedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Shows the active condition as a chip that removes it. */
function ActiveFilterToolbar() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);
  const active = items.find((item) => item.value !== undefined && item.value !== '');
  const header = active ? apiRef.current.getColumn(active.field).headerName : '';

  return (
    <GridToolbarContainer sx={{ minHeight: 48, px: 1 }}>
      {active ? (
        <Chip
          label={`${header}: ${String(active.value)}`}
          onDelete={() => apiRef.current.setFilterModel({ items: [] })}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Use a funnel button in a cell to see only the rows with that value.
        </Typography>
      )}
    </GridToolbarContainer>
  );
}

const filterableCell = (params: GridRenderCellParams<Shipment, string>) => (
  <FilterableCell {...params} />
);

const columns: GridColDef<Shipment>[] = [
  {
    field: 'carrier',
    headerName: 'Carrier',
    flex: 1,
    minWidth: 170,
    renderCell: filterableCell,
  },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    minWidth: 150,
    renderCell: filterableCell,
  },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

export default function FilterRecipeCellClick() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ActiveFilterToolbar }}
        hideFooter
      />
    </Box>
  );
}
