import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const STATUSES = ['Pending', 'Shipped', 'Returned'] as const;
type Status = (typeof STATUSES)[number];

interface Parcel {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
  status: Status;
}

const rows: Parcel[] = [
  { id: 1, tracking: 'PX-1042', destination: 'Lisbon', weightKg: 1.2, status: 'Shipped' },
  {
    id: 2,
    tracking: 'PX-1043',
    destination: 'Tallinn',
    weightKg: 0.4,
    status: 'Pending',
  },
  {
    id: 3,
    tracking: 'PX-1044',
    destination: 'Montreal',
    weightKg: 3.8,
    status: 'Returned',
  },
  {
    id: 4,
    tracking: 'PX-1045',
    destination: 'Nairobi',
    weightKg: 2.1,
    status: 'Shipped',
  },
  { id: 5, tracking: 'PX-1046', destination: 'Hanoi', weightKg: 0.9, status: 'Pending' },
  { id: 6, tracking: 'PX-1047', destination: 'Quito', weightKg: 5.5, status: 'Shipped' },
  {
    id: 7,
    tracking: 'PX-1048',
    destination: 'Adelaide',
    weightKg: 1.7,
    status: 'Pending',
  },
  {
    id: 8,
    tracking: 'PX-1049',
    destination: 'Bergen',
    weightKg: 0.6,
    status: 'Returned',
  },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...STATUSES],
    width: 120,
  },
];

/** The status a model filters on, when it is the simple "status is X" filter the buttons write. */
function statusOf(model: GridFilterModel): string {
  const [item] = model.items;
  if (!item) return 'all';
  if (item.field === 'status' && item.operator === 'is' && item.value)
    return String(item.value);
  return '';
}

export default function FilteringControlledModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Pending' }],
  });

  const handleStatus = (_event: React.MouseEvent<HTMLElement>, status: string | null) => {
    if (status === null) return;
    setFilterModel({
      items: status === 'all' ? [] : [{ field: 'status', operator: 'is', value: status }],
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={statusOf(filterModel)}
        onChange={handleStatus}
        aria-label="Show parcels by status"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        {STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {status}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        filterModel: <code>{JSON.stringify(filterModel)}</code>
      </Typography>
    </Box>
  );
}
