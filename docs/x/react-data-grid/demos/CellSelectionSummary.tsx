import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
} from '@mui/x-data-grid-premium';

type Quarter = 'q1' | 'q2' | 'q3' | 'q4';

interface StoreRevenue {
  id: number;
  store: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const QUARTERS: Quarter[] = ['q1', 'q2', 'q3', 'q4'];
const STORES = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Florence',
  'Geneva',
  'Hamburg',
];

const rows: StoreRevenue[] = STORES.map((store, index) => ({
  id: index + 1,
  store,
  q1: 40 + ((index * 17) % 35),
  q2: 45 + ((index * 23) % 40),
  q3: 38 + ((index * 29) % 45),
  q4: 60 + ((index * 11) % 30),
}));

const rowsById = new Map(rows.map((row) => [row.id, row]));

const thousands = (value: number) => `€${value}k`;

const columns: GridColDef<StoreRevenue>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 130 },
  ...QUARTERS.map<GridColDef<StoreRevenue>>((quarter) => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => thousands(value),
  })),
];

const isQuarter = (field: string): field is Quarter =>
  (QUARTERS as string[]).includes(field);

/** Count, sum and average of the numeric cells in a cell selection model. */
function summarize(model: GridCellSelectionModel) {
  let count = 0;
  let sum = 0;
  for (const [id, fields] of Object.entries(model)) {
    const row = rowsById.get(Number(id));
    if (!row) continue;
    for (const [field, selected] of Object.entries(fields)) {
      if (selected && isQuarter(field)) {
        count += 1;
        sum += row[field];
      }
    }
  }
  return { count, sum, average: count ? sum / count : 0 };
}

export default function CellSelectionSummary() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({});
  const { count, sum, average } = summarize(model);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 500, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        {count === 0
          ? 'Drag across the quarter columns, or click a cell and Shift + click another, to see totals.'
          : `${count} revenue cells selected: sum ${thousands(sum)}, average ${thousands(Math.round(average * 10) / 10)}.`}
      </Typography>
    </Stack>
  );
}
