import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  sku: string;
  product: string;
  supplier: string;
  price: number;
}

const rows: Part[] = [
  {
    id: 1,
    sku: 'BRK-104',
    product: 'Hydraulic disc brake set, front and rear',
    supplier: 'Velotech',
    price: 189,
  },
  { id: 2, sku: 'CHN-011', product: '11-speed chain', supplier: 'Kettenwerk', price: 34 },
  {
    id: 3,
    sku: 'SAD-550',
    product: 'Saddle, carbon rails',
    supplier: 'Sella Nova',
    price: 120,
  },
  {
    id: 4,
    sku: 'TYR-280',
    product: 'Gravel tyre 700×40, tubeless ready',
    supplier: 'Roadgrip',
    price: 52,
  },
  {
    id: 5,
    sku: 'LGT-090',
    product: 'Rechargeable front light',
    supplier: 'Luma',
    price: 45,
  },
];

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product (flex 2)', flex: 2, minWidth: 180 },
  { field: 'supplier', headerName: 'Supplier (flex 1, max 220)', flex: 1, maxWidth: 220 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
];

/** A footer that lists the width the grid computed for each column. */
function WidthReadout() {
  const apiRef = useGridApiContext();
  const visibleColumns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  return (
    <GridFooterContainer
      sx={{ px: 2, gap: 2, flexWrap: 'wrap', justifyContent: 'flex-start' }}
    >
      {visibleColumns.map((column) => (
        <Typography key={column.field} variant="body2">
          {column.field}: <strong>{Math.round(column.computedWidth)}px</strong>
        </Typography>
      ))}
    </GridFooterContainer>
  );
}

/** Widths of the container, in percent of the demo's width. */
const CONTAINER_WIDTHS = [100, 80, 65, 50];

export default function ColumnFlexWidths() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="flex-widths-container">
          Container width
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={containerWidth}
          onChange={(_event, next: number | null) =>
            next !== null && setContainerWidth(next)
          }
          aria-labelledby="flex-widths-container"
        >
          {CONTAINER_WIDTHS.map((width) => (
            <ToggleButton key={width} value={width}>
              {width}%
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 370, width: `${containerWidth}%` }}>
        <DataGrid rows={rows} columns={columns} slots={{ footer: WidthReadout }} />
      </Box>
    </Stack>
  );
}
