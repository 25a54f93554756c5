import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  due: Date;
  renewals: number;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    borrower: 'M. Costa',
    due: new Date(2024, 9, 4),
    renewals: 0,
  },
  {
    id: 2,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'D. Osei',
    due: new Date(2024, 9, 11),
    renewals: 1,
  },
  {
    id: 3,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    borrower: 'L. Haddad',
    due: new Date(2024, 9, 2),
    renewals: 2,
  },
  {
    id: 4,
    title: 'Solaris',
    author: 'Stanisław Lem',
    borrower: 'K. Nowak',
    due: new Date(2024, 9, 18),
    renewals: 0,
  },
  {
    id: 5,
    title: 'The Fifth Season',
    author: 'N. K. Jemisin',
    borrower: 'M. Costa',
    due: new Date(2024, 9, 9),
    renewals: 1,
  },
  {
    id: 6,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    borrower: 'A. Ivanova',
    due: new Date(2024, 9, 21),
    renewals: 0,
  },
  {
    id: 7,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    borrower: 'T. Brown',
    due: new Date(2024, 9, 7),
    renewals: 3,
  },
];

// ISO dates (2024-10-04) read unambiguously in every spreadsheet locale.
const isoDate = (value: Date) =>
  `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'borrower', headerName: 'Borrower', width: 120 },
  {
    field: 'due',
    headerName: 'Due date',
    type: 'date',
    width: 120,
    valueFormatter: isoDate,
  },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

function LoansToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ fileName: 'library-loans' }}
        printOptions={{ hideFooter: true, hideToolbar: true }}
      />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ExportCsvToolbar() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: LoansToolbar }}
        hideFooter
      />
    </Box>
  );
}
