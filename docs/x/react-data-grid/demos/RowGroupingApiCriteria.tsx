import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  carrier: 'Northwind Freight' | 'Blue Parcel' | 'Swift Cargo';
  warehouse: 'Rotterdam' | 'Porto' | 'Gdańsk';
  status: 'Delivered' | 'In transit' | 'Delayed';
  reference: string;
  parcels: number;
}

const CARRIERS: Shipment['carrier'][] = [
  'Northwind Freight',
  'Blue Parcel',
  'Swift Cargo',
];
const WAREHOUSES: Shipment['warehouse'][] = ['Rotterdam', 'Porto', 'Gdańsk'];
const STATUSES: Shipment['status'][] = [
  'Delivered',
  'In transit',
  'Delivered',
  'Delayed',
];

// 24 shipments spread evenly over carriers and warehouses.
const rows: Shipment[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  carrier: CARRIERS[index % 3],
  warehouse: WAREHOUSES[Math.floor(index / 3) % 3],
  status: STATUSES[index % 4],
  reference: `SHP-${String(1040 + index * 7)}`,
  parcels: 1 + ((index * 5) % 9),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130, groupable: false },
  { field: 'carrier', headerName: 'Carrier', width: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

const GROUPABLE: { field: keyof Shipment; label: string }[] = [
  { field: 'carrier', label: 'Carrier' },
  { field: 'warehouse', label: 'Warehouse' },
  { field: 'status', label: 'Status' },
];

export default function RowGroupingApiCriteria() {
  const apiRef = useGridApiRef();
  // Uncontrolled: the grid owns the model, the demo only mirrors it.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['carrier']);

  const toggle = (field: string) => {
    if (model.includes(field)) {
      apiRef.current.removeRowGroupingCriteria(field);
    } else {
      apiRef.current.addRowGroupingCriteria(field);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        {GROUPABLE.map(({ field, label }) => (
          <ToggleButton
            key={field}
            size="small"
            value={field}
            selected={model.includes(field)}
            onChange={() => toggle(field)}
          >
            {label}
          </ToggleButton>
        ))}
        <Button
          size="small"
          disabled={model.length < 2}
          onClick={() =>
            apiRef.current.setRowGroupingCriteriaIndex(model[model.length - 1], 0)
          }
        >
          Move last criterion first
        </Button>
      </Stack>
      <Typography variant="body2" component="p">
        rowGroupingModel: <code>{JSON.stringify(model)}</code>
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['carrier'] } }}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
