import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

/**
 * A reusable column type: a number shown as an amount of money, negative amounts in red.
 * It builds on the 'number' type, so sorting, filtering and editing stay numeric.
 */
function moneyColumn(currency: string): GridColTypeDef<number, string> {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  return {
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => (value == null ? '' : format.format(value)),
    cellClassName: (params) =>
      typeof params.value === 'number' && params.value < 0 ? 'money--negative' : '',
  };
}

/** A second type: a ratio between 0 and 1 shown as a percentage. */
const percentColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number | null) =>
    value == null ? '' : `${(value * 100).toFixed(1)}%`,
};

interface Project {
  id: number;
  name: string;
  budget: number;
  spent: number;
}

const rows: Project[] = [
  { id: 1, name: 'Website redesign', budget: 48000, spent: 41250 },
  { id: 2, name: 'Mobile app v2', budget: 120000, spent: 131900 },
  { id: 3, name: 'Data warehouse', budget: 75000, spent: 38400 },
  { id: 4, name: 'Customer survey', budget: 9000, spent: 9600 },
  { id: 5, name: 'Security audit', budget: 30000, spent: 12750 },
];

const usd = moneyColumn('USD');

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'budget', headerName: 'Budget', ...usd, editable: true },
  { field: 'spent', headerName: 'Spent', ...usd, editable: true },
  {
    field: 'remaining',
    headerName: 'Remaining',
    ...usd,
    valueGetter: (_value, row) => row.budget - row.spent,
  },
  {
    field: 'used',
    headerName: 'Used',
    ...percentColumn,
    valueGetter: (_value, row) => row.spent / row.budget,
  },
];

export default function CustomColumnMoneyType() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .money--negative': { color: 'error.main', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
