import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  email: string;
  phone: string;
  startYear: number;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Ayesha Malik',
    team: 'Platform',
    office: 'Berlin',
    email: 'ayesha@example.com',
    phone: '+49 30 5550 1234',
    startYear: 2019,
  },
  {
    id: 2,
    name: 'Jon Eriksen',
    team: 'Mobile',
    office: 'Oslo',
    email: 'jon@example.com',
    phone: '+47 2255 0199',
    startYear: 2021,
  },
  {
    id: 3,
    name: 'Camila Torres',
    team: 'Design',
    office: 'Madrid',
    email: 'camila@example.com',
    phone: '+34 915 550 142',
    startYear: 2018,
  },
  {
    id: 4,
    name: 'Kenji Watanabe',
    team: 'Platform',
    office: 'Tokyo',
    email: 'kenji@example.com',
    phone: '+81 3 5550 7788',
    startYear: 2022,
  },
  {
    id: 5,
    name: 'Grace Achieng',
    team: 'Data',
    office: 'Nairobi',
    email: 'grace@example.com',
    phone: '+254 20 555 0133',
    startYear: 2020,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', width: 190 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityInitialHidden() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{
          // Hidden at first; the reader can show them again from the Columns panel.
          columns: { columnVisibilityModel: { email: false, phone: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
