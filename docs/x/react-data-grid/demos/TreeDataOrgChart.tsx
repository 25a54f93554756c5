import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  /** Names from the top of the hierarchy down to this person. */
  hierarchy: string[];
  title: string;
  location: string;
  startYear: number;
}

const rows: Employee[] = [
  {
    id: 1,
    hierarchy: ['Noor Haddad'],
    title: 'Chief Executive Officer',
    location: 'Lisbon',
    startYear: 2012,
  },
  {
    id: 2,
    hierarchy: ['Noor Haddad', 'Tomás Varga'],
    title: 'VP Engineering',
    location: 'Lisbon',
    startYear: 2014,
  },
  {
    id: 3,
    hierarchy: ['Noor Haddad', 'Tomás Varga', 'Ines Bauer'],
    title: 'Engineering Manager',
    location: 'Berlin',
    startYear: 2016,
  },
  {
    id: 4,
    hierarchy: ['Noor Haddad', 'Tomás Varga', 'Ines Bauer', 'Kwame Mensah'],
    title: 'Senior Engineer',
    location: 'Berlin',
    startYear: 2018,
  },
  {
    id: 5,
    hierarchy: ['Noor Haddad', 'Tomás Varga', 'Ines Bauer', 'Lena Park'],
    title: 'Engineer',
    location: 'Remote',
    startYear: 2021,
  },
  {
    id: 6,
    hierarchy: ['Noor Haddad', 'Tomás Varga', 'Ravi Iyer'],
    title: 'Engineering Manager',
    location: 'Lisbon',
    startYear: 2017,
  },
  {
    id: 7,
    hierarchy: ['Noor Haddad', 'Tomás Varga', 'Ravi Iyer', 'Sofia Costa'],
    title: 'Engineer',
    location: 'Lisbon',
    startYear: 2022,
  },
  {
    id: 8,
    hierarchy: ['Noor Haddad', 'Amélie Roux'],
    title: 'VP Sales',
    location: 'Paris',
    startYear: 2015,
  },
  {
    id: 9,
    hierarchy: ['Noor Haddad', 'Amélie Roux', 'Jonas Berg'],
    title: 'Account Executive',
    location: 'Stockholm',
    startYear: 2019,
  },
  {
    id: 10,
    hierarchy: ['Noor Haddad', 'Amélie Roux', 'Mei Chen'],
    title: 'Account Executive',
    location: 'Paris',
    startYear: 2020,
  },
  {
    id: 11,
    hierarchy: ['Noor Haddad', 'Olu Adeyemi'],
    title: 'VP Operations',
    location: 'Lisbon',
    startYear: 2013,
  },
  {
    id: 12,
    hierarchy: ['Noor Haddad', 'Olu Adeyemi', 'Hana Kim'],
    title: 'Office Manager',
    location: 'Lisbon',
    startYear: 2019,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'location', headerName: 'Location', width: 120 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    // Years read better without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
];

const getTreeDataPath = (row: Employee) => row.hierarchy;

export default function TreeDataOrgChart() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Employee', width: 260 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
