import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  items: number;
  total: number;
}

const ORDERS: Order[] = [
  { id: 9001, customer: 'Maple & Oak', items: 3, total: 148.5 },
  { id: 9002, customer: 'Northwind', items: 1, total: 39 },
  { id: 9003, customer: 'Blue Harbor', items: 7, total: 402.25 },
  { id: 9004, customer: 'Kestrel Labs', items: 2, total: 86 },
  { id: 9005, customer: 'Sunny Side Café', items: 5, total: 211.1 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

const VARIANTS: GridLoadingOverlayVariant[] = [
  'circular-progress',
  'linear-progress',
  'skeleton',
];

function VariantPicker(props: {
  label: string;
  value: GridLoadingOverlayVariant;
  onChange: (value: GridLoadingOverlayVariant) => void;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" component="p">
        {props.label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.value}
        onChange={(_event, value: GridLoadingOverlayVariant | null) =>
          value && props.onChange(value)
        }
        aria-label={props.label}
      >
        {VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant} sx={{ textTransform: 'none' }}>
            {variant}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function OverlaysLoadingVariants() {
  const [loading, setLoading] = React.useState(false);
  const [empty, setEmpty] = React.useState(false);
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] =
    React.useState<GridLoadingOverlayVariant>('skeleton');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-end">
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="loading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />
          }
          label="No rows yet"
        />
        <VariantPicker
          label="variant (rows present)"
          value={variant}
          onChange={setVariant}
        />
        <VariantPicker
          label="noRowsVariant (no rows)"
          value={noRowsVariant}
          onChange={setNoRowsVariant}
        />
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={empty ? [] : ORDERS}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
