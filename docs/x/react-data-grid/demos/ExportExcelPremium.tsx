import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridColumnGroupingModel,
  GridToolbarContainer,
  GridToolbarExport,
} from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  department: string;
  category: 'Staff' | 'Equipment' | 'Travel';
  planned: number;
  spent: number;
}

const rows: BudgetLine[] = [
  { id: 1, department: 'Research', category: 'Staff', planned: 420000, spent: 401250 },
  { id: 2, department: 'Research', category: 'Equipment', planned: 95000, spent: 102300 },
  { id: 3, department: 'Research', category: 'Travel', planned: 18000, spent: 11420 },
  { id: 4, department: 'Sales', category: 'Staff', planned: 310000, spent: 305800 },
  { id: 5, department: 'Sales', category: 'Travel', planned: 64000, spent: 70150 },
  { id: 6, department: 'Support', category: 'Staff', planned: 198000, spent: 187600 },
  { id: 7, department: 'Support', category: 'Equipment', planned: 22000, spent: 9800 },
];

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<BudgetLine>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Staff', 'Equipment', 'Travel'],
    width: 120,
  },
  {
    field: 'planned',
    headerName: 'Planned',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'remaining',
    headerName: 'Remaining',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.planned - row.spent,
    valueFormatter: (value: number) => euros.format(value),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'Budget 2024',
    children: [{ field: 'planned' }, { field: 'spent' }, { field: 'remaining' }],
  },
];

// Excel receives numbers, so give the money columns an Excel number format.
const EURO_FORMAT = '"€"#,##0;[Red]-"€"#,##0';

function BudgetToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        excelOptions={{
          fileName: 'budget-2024',
          columnsStyles: {
            planned: { numFmt: EURO_FORMAT },
            spent: { numFmt: EURO_FORMAT },
            remaining: { numFmt: EURO_FORMAT },
          },
        }}
        csvOptions={{ fileName: 'budget-2024' }}
        printOptions={{ disableToolbarButton: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportExcelPremium() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        slots={{ toolbar: BudgetToolbar }}
        hideFooter
      />
    </Box>
  );
}
