import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  getGridNumericOperators,
  getGridStringOperators,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

const STAGES = ['Lead', 'Qualified', 'Proposal', 'Won', 'Lost'] as const;

interface Deal {
  id: number;
  company: string;
  owner: string;
  stage: (typeof STAGES)[number];
  value: number;
}

const rows: Deal[] = [
  { id: 1, company: 'Fjord Analytics', owner: 'Marta', stage: 'Proposal', value: 42000 },
  { id: 2, company: 'Cedar Health', owner: 'Jon', stage: 'Lead', value: 8000 },
  { id: 3, company: 'Umbra Games', owner: 'Marta', stage: 'Won', value: 120000 },
  { id: 4, company: 'Kite Logistics', owner: 'Ravi', stage: 'Qualified', value: 27000 },
  { id: 5, company: 'Pebble Bank', owner: 'Jon', stage: 'Lost', value: 64000 },
  { id: 6, company: 'Nimbus Retail', owner: 'Ravi', stage: 'Proposal', value: 15500 },
  { id: 7, company: 'Orchid Labs', owner: 'Marta', stage: 'Qualified', value: 51000 },
  { id: 8, company: 'Tundra Outdoor', owner: 'Jon', stage: 'Won', value: 9900 },
];

/** A plain select in the header: "Any stage" removes the condition, a stage sets `is`. */
function StageHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, operator: 'is', value });
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label={`${colDef.headerName} is`}
      value={typeof item.value === 'string' ? item.value : ''}
      onChange={handleChange}
      sx={{ alignSelf: 'flex-end' }}
    >
      <MenuItem value="">Any stage</MenuItem>
      {STAGES.map((stage) => (
        <MenuItem key={stage} value={stage}>
          {stage}
        </MenuItem>
      ))}
    </TextField>
  );
}

// Without the operator menu each column keeps one operator, so choose it well.
const startsWith = getGridStringOperators().filter(
  (operator) => operator.value === 'startsWith',
);
const atLeast = getGridNumericOperators()
  .filter((operator) => operator.value === '>=')
  .map((operator) => ({ ...operator, headerLabel: 'At least' }));

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Deal>[] = [
  {
    field: 'company',
    headerName: 'Company',
    flex: 1,
    minWidth: 170,
    filterOperators: startsWith,
  },
  { field: 'owner', headerName: 'Owner', width: 130, filterOperators: startsWith },
  {
    field: 'stage',
    headerName: 'Stage',
    type: 'singleSelect',
    valueOptions: [...STAGES],
    width: 150,
    renderHeaderFilter: (params) => <StageHeaderFilter {...params} />,
  },
  {
    field: 'value',
    headerName: 'Value',
    type: 'number',
    width: 150,
    filterOperators: atLeast,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function HeaderFiltersSimple() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        slots={{ headerFilterMenu: null }}
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
