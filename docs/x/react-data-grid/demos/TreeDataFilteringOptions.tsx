import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid-pro';

interface CatalogRow {
  id: number;
  path: string[];
  price?: number;
  stock?: number;
}

const rows: CatalogRow[] = [
  { id: 1, path: ['Bikes'] },
  { id: 2, path: ['Bikes', 'Road'] },
  { id: 3, path: ['Bikes', 'Road', 'Aero 58 carbon'], price: 3890, stock: 4 },
  { id: 4, path: ['Bikes', 'Road', 'Allroad steel'], price: 1640, stock: 11 },
  { id: 5, path: ['Bikes', 'Mountain'] },
  { id: 6, path: ['Bikes', 'Mountain', 'Trail 130'], price: 2450, stock: 7 },
  { id: 7, path: ['Bikes', 'Mountain', 'Hardtail XC'], price: 1190, stock: 15 },
  { id: 8, path: ['Accessories'] },
  { id: 9, path: ['Accessories', 'Lights'] },
  { id: 10, path: ['Accessories', 'Lights', 'Front light 800 lm'], price: 59, stock: 64 },
  { id: 11, path: ['Accessories', 'Lights', 'Rear light'], price: 29, stock: 80 },
  { id: 12, path: ['Accessories', 'Locks'] },
  { id: 13, path: ['Accessories', 'Locks', 'Folding lock'], price: 89, stock: 23 },
  { id: 14, path: ['Accessories', 'Locks', 'Cable lock'], price: 25, stock: 41 },
  { id: 15, path: ['Clothing'] },
  { id: 16, path: ['Clothing', 'Rain jacket'], price: 149, stock: 18 },
  { id: 17, path: ['Clothing', 'Gloves'], price: 35, stock: 52 },
];

const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<CatalogRow>[] = [
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) =>
      value === undefined ? '' : priceFormat.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

function QuickFilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function TreeDataFilteringOptions() {
  const [childrenFilteringOff, setChildrenFilteringOff] = React.useState(false);
  const [childrenSortingOff, setChildrenSortingOff] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={
            <Switch
              checked={childrenFilteringOff}
              onChange={(event) => setChildrenFilteringOff(event.target.checked)}
            />
          }
          label="disableChildrenFiltering"
        />
        <FormControlLabel
          control={
            <Switch
              checked={childrenSortingOff}
              onChange={(event) => setChildrenSortingOff(event.target.checked)}
            />
          }
          label="disableChildrenSorting"
        />
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Product', flex: 1, minWidth: 240 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={childrenFilteringOff}
          disableChildrenSorting={childrenSortingOff}
          slots={{ toolbar: QuickFilterToolbar }}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
