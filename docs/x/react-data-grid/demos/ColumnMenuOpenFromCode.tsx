import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  gridColumnMenuSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'North', product: 'Kettle', units: 120, revenue: 4680 },
  { id: 2, region: 'North', product: 'Toaster', units: 75, revenue: 3375 },
  { id: 3, region: 'South', product: 'Kettle', units: 98, revenue: 3822 },
  { id: 4, region: 'South', product: 'Blender', units: 41, revenue: 3690 },
  { id: 5, region: 'East', product: 'Toaster', units: 63, revenue: 2835 },
  { id: 6, region: 'East', product: 'Blender', units: 58, revenue: 5220 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];

export default function ColumnMenuOpenFromCode() {
  const apiRef = useGridApiRef();
  const [openMenu, setOpenMenu] = React.useState<string | null>(null);

  const readMenuState = () => {
    const { open, field } = gridColumnMenuSelector(apiRef.current.state);
    setOpenMenu(
      open && field ? (apiRef.current.getColumn(field).headerName ?? field) : null,
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {columns.map((column) => (
          <Button
            key={column.field}
            size="small"
            variant="outlined"
            onClick={() => apiRef.current.showColumnMenu(column.field)}
          >
            {`Open the ${column.headerName} menu`}
          </Button>
        ))}
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {openMenu ? `Menu open: ${openMenu}` : 'No menu open'}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Both events re-read the menu state, which says whether a column menu is open and whose.
          onMenuOpen={readMenuState}
          onMenuClose={readMenuState}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
