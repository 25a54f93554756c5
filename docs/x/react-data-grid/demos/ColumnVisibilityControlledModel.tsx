import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  bedrooms: number;
  areaM2: number;
  rent: number;
  floor: number;
}

const rows: Listing[] = [
  { id: 1, address: '12 Rue des Lilas', bedrooms: 2, areaM2: 54, rent: 1180, floor: 3 },
  { id: 2, address: '4 Canal Street', bedrooms: 1, areaM2: 38, rent: 920, floor: 1 },
  { id: 3, address: '88 Via Roma', bedrooms: 3, areaM2: 91, rent: 1650, floor: 5 },
  { id: 4, address: '7 Calle Mayor', bedrooms: 2, areaM2: 66, rent: 1240, floor: 2 },
  { id: 5, address: '230 Main Avenue', bedrooms: 4, areaM2: 120, rent: 2100, floor: 0 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160, hideable: false },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'areaM2', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
];

const TOGGLABLE = columns.filter((column) => column.hideable !== false);

export default function ColumnVisibilityControlledModel() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ floor: false });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row role="group" aria-label="Visible columns">
        {TOGGLABLE.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                checked={model[column.field] !== false}
                onChange={(event) =>
                  setModel((current) => ({
                    ...current,
                    [column.field]: event.target.checked,
                  }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
      >
        columnVisibilityModel = {JSON.stringify(model)}
      </Typography>
    </Stack>
  );
}
