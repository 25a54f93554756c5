import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridAggregationModel,
  GridRenderCellParams,
  GridRowGroupingModel,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarQuickFilter,
  GridValidRowModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import Link from '@mui/material/Link';
import { useDemoData } from '@mui/x-data-grid-generator';

/** The columns a reader can group the trades by, with the label shown in the picker. */
const GROUPING_CHOICES = [
  { value: 'none', label: 'No grouping' },
  { value: 'commodity', label: 'Commodity' },
  { value: 'desk', label: 'Desk' },
  { value: 'status', label: 'Status' },
] as const;

type GroupingChoice = (typeof GROUPING_CHOICES)[number]['value'];

/** What the picker shows for a grouping model; anything set from the column menus reads "Custom". */
function choiceOf(model: GridRowGroupingModel): GroupingChoice | 'custom' {
  if (model.length === 0) return 'none';
  const known = GROUPING_CHOICES.find((choice) => model.length === 1 && choice.value === model[0]);
  return known ? known.value : 'custom';
}

const TOTALS: GridAggregationModel = { quantity: 'sum', totalPrice: 'sum', pnl: 'sum' };

function TradingDeskToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function CommodityTradingDesk() {
  // 22 columns: everything up to the counterparty name. The generator's country column loads flag
  // images from a third-party server, so it is left out.
  const { data, loading } = useDemoData({
    dataSet: 'Commodity',
    rowLength: 1000,
    maxColumns: 22,
    editable: true,
  });
  const apiRef = useGridApiRef();

  // Two generated columns are adjusted: group rows have no trader email, so that column renders a
  // link only where there is an address, and the pinned PnL column gets room for group totals.
  const columns = React.useMemo(
    () =>
      data.columns.map((column) => {
        if (column.field === 'pnl') return { ...column, width: 190 };
        if (column.field !== 'traderEmail') return column;
        return {
          ...column,
          renderCell: (params: GridRenderCellParams<GridValidRowModel, string>) =>
            params.value ? (
              <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex} underline="hover">
                {params.value}
              </Link>
            ) : null,
        };
      }),
    [data.columns],
  );
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['commodity']);
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>(TOTALS);
  const [headerFilters, setHeaderFilters] = React.useState(false);
  const grouping = choiceOf(rowGroupingModel);

  // Hides a column while the rows are grouped by it: the grouping column already shows its value.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    rowGroupingModel,
    initialState: {
      ...data.initialState,
      pinnedColumns: { right: ['pnl'] },
      sorting: { sortModel: [{ field: 'totalPrice', sort: 'desc' }] },
    },
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Group rows by"
          value={grouping}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice !== 'custom') setRowGroupingModel(choice === 'none' ? [] : [choice]);
          }}
          sx={{ minWidth: 180 }}
        >
          {GROUPING_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
          <MenuItem value="custom" disabled>
            Custom (from a column menu)
          </MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={Object.keys(aggregationModel).length > 0}
              onChange={(event) => setAggregationModel(event.target.checked ? TOTALS : {})}
            />
          }
          label="Totals"
        />
        <FormControlLabel
          control={<Switch checked={headerFilters} onChange={(event) => setHeaderFilters(event.target.checked)} />}
          label="Filters in the header"
        />
      </Stack>
      <Box sx={{ height: 560, width: '100%' }}>
        <DataGridPremium
          {...data}
          columns={columns}
          apiRef={apiRef}
          loading={loading}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
          headerFilters={headerFilters}
          checkboxSelection
          disableRowSelectionOnClick
          slots={{ toolbar: TradingDeskToolbar }}
          // Grouped rows are announced as a tree (role "treegrid"), the ARIA pattern of version 8.
          experimentalFeatures={{ ariaV8: true }}
        />
      </Box>
    </Stack>
  );
}
