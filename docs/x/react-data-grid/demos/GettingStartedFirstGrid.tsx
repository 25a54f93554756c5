import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  carrier: 'Northwind Freight' | 'BlueLine' | 'Parcelo';
  weightKg: number;
  shippedOn: Date;
  delivered: boolean;
}

const rows: Shipment[] = [
  {
    id: 1,
    tracking: 'NW-20418',
    destination: 'Lisbon',
    carrier: 'Northwind Freight',
    weightKg: 12.4,
    shippedOn: new Date(2024, 2, 4),
    delivered: true,
  },
  {
    id: 2,
    tracking: 'BL-77310',
    destination: 'Osaka',
    carrier: 'BlueLine',
    weightKg: 3.1,
    shippedOn: new Date(2024, 2, 5),
    delivered: true,
  },
  {
    id: 3,
    tracking: 'PC-00912',
    destination: 'Nairobi',
    carrier: 'Parcelo',
    weightKg: 25,
    shippedOn: new Date(2024, 2, 5),
    delivered: false,
  },
  {
    id: 4,
    tracking: 'NW-20455',
    destination: 'Montreal',
    carrier: 'Northwind Freight',
    weightKg: 7.8,
    shippedOn: new Date(2024, 2, 6),
    delivered: true,
  },
  {
    id: 5,
    tracking: 'BL-77402',
    destination: 'Santiago',
    carrier: 'BlueLine',
    weightKg: 1.2,
    shippedOn: new Date(2024, 2, 7),
    delivered: false,
  },
  {
    id: 6,
    tracking: 'PC-01047',
    destination: 'Tallinn',
    carrier: 'Parcelo',
    weightKg: 18.6,
    shippedOn: new Date(2024, 2, 8),
    delivered: true,
  },
  {
    id: 7,
    tracking: 'NW-20511',
    destination: 'Auckland',
    carrier: 'Northwind Freight',
    weightKg: 9.9,
    shippedOn: new Date(2024, 2, 11),
    delivered: false,
  },
  {
    id: 8,
    tracking: 'BL-77468',
    destination: 'Casablanca',
    carrier: 'BlueLine',
    weightKg: 4.4,
    shippedOn: new Date(2024, 2, 12),
    delivered: true,
  },
  {
    id: 9,
    tracking: 'PC-01133',
    destination: 'Hanoi',
    carrier: 'Parcelo',
    weightKg: 30.2,
    shippedOn: new Date(2024, 2, 13),
    delivered: false,
  },
  {
    id: 10,
    tracking: 'NW-20587',
    destination: 'Reykjavik',
    carrier: 'Northwind Freight',
    weightKg: 2.7,
    shippedOn: new Date(2024, 2, 14),
    delivered: true,
  },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    valueOptions: ['Northwind Freight', 'BlueLine', 'Parcelo'],
    width: 170,
  },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  {
    field: 'shippedOn',
    headerName: 'Shipped',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'delivered', headerName: 'Delivered', type: 'boolean', width: 110 },
];

export default function GettingStartedFirstGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'shippedOn', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
      />
    </Box>
  );
}
