import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GetApplyQuickFilterFn,
  GridColDef,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  sku: string;
  name: string;
  description: string;
  price: number;
  supplier: string;
}

const rows: Part[] = [
  {
    id: 1,
    sku: 'BR-10',
    name: 'Brake pads',
    description: 'Ceramic pads for disc brakes',
    price: 24,
    supplier: 'Norda Parts',
  },
  {
    id: 2,
    sku: 'BR-100',
    name: 'Brake cable',
    description: 'Stainless inner cable',
    price: 8,
    supplier: 'Velo Supply',
  },
  {
    id: 3,
    sku: 'CH-9',
    name: 'Chain, 9 speed',
    description: 'Rust-resistant coating',
    price: 24,
    supplier: 'Norda Parts',
  },
  {
    id: 4,
    sku: 'TY-28',
    name: 'Tire 28 mm',
    description: 'Puncture belt, fits brake bridge',
    price: 39,
    supplier: 'Rolling Co.',
  },
  {
    id: 5,
    sku: 'LI-2',
    name: 'Rear light',
    description: 'USB rechargeable',
    price: 19,
    supplier: 'Velo Supply',
  },
  {
    id: 6,
    sku: 'SA-1',
    name: 'Saddle',
    description: 'Padded, for long rides',
    price: 55,
    supplier: 'Rolling Co.',
  },
];

/** SKUs match as a whole, ignoring case: "br-10" finds BR-10 but not BR-100. */
const exactSku: GetApplyQuickFilterFn<Part, string> = (searchValue) => {
  if (!searchValue) return null;
  const wanted = String(searchValue).toLowerCase();
  return (value) => value.toLowerCase() === wanted;
};

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 100, getApplyQuickFilterFn: exactSku },
  { field: 'name', headerName: 'Part', width: 150 },
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Long free text produces surprising matches: leave it out of the quick filter.
    getApplyQuickFilterFn: undefined,
  },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'supplier', headerName: 'Supplier', width: 130 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterColumnRules() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['brake'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              }))
            }
          />
        }
        label="Search the hidden Supplier column too"
      />
      <Box sx={{ height: 400, mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: SearchToolbar }}
          initialState={{ columns: { columnVisibilityModel: { supplier: false } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
