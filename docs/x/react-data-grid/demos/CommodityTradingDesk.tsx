import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridInitialState,
  GridRenderCellParams,
  GridRowGroupingModel,
  GridRowsProp,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarQuickFilter,
  GridValidRowModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
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
  const known = GROUPING_CHOICES.find(
    (choice) => model.length === 1 && choice.value === model[0],
  );
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

interface TradesGridProps {
  rows: GridRowsProp;
  columns: GridColDef[];
  generatedState: GridInitialState | undefined;
  rowGroupingModel: GridRowGroupingModel;
  onRowGroupingModelChange: (model: GridRowGroupingModel) => void;
  aggregationModel: GridAggregationModel;
  onAggregationModelChange: (model: GridAggregationModel) => void;
  headerFilters: boolean;
}

/** The grid itself, mounted once the rows exist. */
function TradesGrid({ rows, columns, generatedState, ...models }: TradesGridProps) {
  const apiRef = useGridApiRef();
  // Hides a column while the rows are grouped by it: the grouping column already shows its value.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    rowGroupingModel: models.rowGroupingModel,
    initialState: {
      ...generatedState,
      pinnedColumns: { right: ['pnl'] },
      sorting: { sortModel: [{ field: 'totalPrice', sort: 'desc' }] },
    },
  });

  return (
    <DataGridPremium
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      initialState={initialState}
      {...models}
      checkboxSelection
      disableRowSelectionOnClick
      slots={{ toolbar: TradingDeskToolbar }}
      // Grouped rows are announced as a tree (role "treegrid"), the ARIA pattern of version 8.
      experimentalFeatures={{ ariaV8: true }}
    />
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
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>([
    'commodity',
  ]);
  const [aggregationModel, setAggregationModel] =
    React.useState<GridAggregationModel>(TOTALS);
  const [headerFilters, setHeaderFilters] = React.useState(false);
  const grouping = choiceOf(rowGroupingModel);

  // Two generated columns are adjusted: group rows have no trader email, so that column renders a
  // link only where there is an address, and the pinned PnL column gets room for group totals.
  const columns = React.useMemo<GridColDef[]>(
    () =>
      data.columns.map((column) => {
        if (column.field === 'pnl') return { ...column, width: 190 };
        if (column.field !== 'traderEmail') return column;
        return {
          ...column,
          renderCell: (params: GridRenderCellParams<GridValidRowModel, string>) =>
            params.value ? (
              <Link
                href={`mailto:${params.value}`}
                tabIndex={params.tabIndex}
                underline="hover"
              >
                {params.value}
              </Link>
            ) : null,
        };
      }),
    [data.columns],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Group rows by"
          value={grouping}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice !== 'custom')
              setRowGroupingModel(choice === 'none' ? [] : [choice]);
          }}
          sx={{ minWidth: 180 }}
        >
          {GROUPING_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          <option value="custom" disabled>
            Custom (from a column menu)
          </option>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={Object.keys(aggregationModel).length > 0}
              onChange={(event) =>
                setAggregationModel(event.target.checked ? TOTALS : {})
              }
            />
          }
          label="Totals"
        />
        <FormControlLabel
          control={
            <Switch
              checked={headerFilters}
              onChange={(event) => setHeaderFilters(event.target.checked)}
            />
          }
          label="Filters in the header"
        />
      </Stack>
      <Box sx={{ height: 560, width: '100%' }}>
        {loading ? (
          // The generator needs a moment for a thousand rows: a placeholder of the same size stands in.
          <Stack
            spacing={2}
            sx={{
              height: '100%',
              alignItems: 'center',
              justifyContent: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <CircularProgress aria-label="Generating the trades" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Generating 1,000 trades…
            </Typography>
          </Stack>
        ) : (
          <TradesGrid
            rows={data.rows}
            columns={columns}
            generatedState={data.initialState}
            rowGroupingModel={rowGroupingModel}
            onRowGroupingModelChange={setRowGroupingModel}
            aggregationModel={aggregationModel}
            onAggregationModelChange={setAggregationModel}
            headerFilters={headerFilters}
          />
        )}
      </Box>
    </Stack>
  );
}
