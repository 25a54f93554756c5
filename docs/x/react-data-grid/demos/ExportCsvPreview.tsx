import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridCsvExportOptions,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Item {
  id: number;
  name: string;
  unit: string;
  price: number;
  cost: number;
  note: string;
}

const rows: Item[] = [
  { id: 1, name: 'Rye bread', unit: 'loaf', price: 4.2, cost: 1.9, note: 'Baked daily' },
  { id: 2, name: 'Oat milk', unit: 'litre', price: 2.35, cost: 1.1, note: '' },
  {
    id: 3,
    name: 'Apples, Elstar',
    unit: 'kg',
    price: 3.1,
    cost: 1.45,
    note: 'Local farm',
  },
  {
    id: 4,
    name: 'Espresso beans',
    unit: '500 g',
    price: 11.9,
    cost: 6.2,
    note: 'Roasted weekly',
  },
  { id: 5, name: 'Goat cheese', unit: '200 g', price: 5.6, cost: 3.05, note: '' },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'unit', headerName: 'Unit', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => euros.format(value),
  },
  // Shown to staff, never exported.
  { field: 'note', headerName: 'Internal note', width: 150, disableExport: true },
];

const DELIMITERS = { ',': 'Comma', ';': 'Semicolon', '\t': 'Tab' } as const;
type Delimiter = keyof typeof DELIMITERS;

export default function ExportCsvPreview() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState<Delimiter>(',');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [allColumns, setAllColumns] = React.useState(false);
  const [rawValues, setRawValues] = React.useState(false);
  const [preview, setPreview] = React.useState('');

  const options = React.useMemo<GridCsvExportOptions>(
    () => ({ delimiter, includeHeaders, allColumns, fileName: 'price-list' }),
    [delimiter, includeHeaders, allColumns],
  );

  // Recompute the preview when the options change and whenever the grid's rows, order or selection change.
  React.useEffect(() => {
    const refresh = () => setPreview(apiRef.current.getDataAsCsv(options));
    refresh();
    const unsubscribers = [
      apiRef.current.subscribeEvent('sortedRowsSet', refresh),
      apiRef.current.subscribeEvent('filteredRowsSet', refresh),
      apiRef.current.subscribeEvent('rowSelectionChange', refresh),
      apiRef.current.subscribeEvent('columnVisibilityModelChange', refresh),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, options, rawValues]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="csv-preview-delimiter">Delimiter</InputLabel>
          <Select
            labelId="csv-preview-delimiter"
            label="Delimiter"
            value={delimiter}
            onChange={(event) => setDelimiter(event.target.value as Delimiter)}
          >
            {(Object.keys(DELIMITERS) as Delimiter[]).map((key) => (
              <MenuItem key={key} value={key}>
                {DELIMITERS[key]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Header line"
        />
        <FormControlLabel
          control={
            <Switch
              checked={allColumns}
              onChange={(event) => setAllColumns(event.target.checked)}
            />
          }
          label="Hidden columns too"
        />
        <FormControlLabel
          control={
            <Switch
              checked={rawValues}
              onChange={(event) => setRawValues(event.target.checked)}
            />
          }
          label="Raw values"
        />
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current.exportDataAsCsv(options)}
        >
          Download price-list.csv
        </Button>
      </Stack>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          ignoreValueFormatterDuringExport={rawValues}
          initialState={{ columns: { columnVisibilityModel: { cost: false } } }}
          hideFooter
        />
      </Box>
      <Typography id="csv-preview-title" variant="subtitle2" component="p">
        What the file would contain
      </Typography>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-labelledby="csv-preview-title"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 13,
        }}
      >
        {preview}
      </Box>
    </Stack>
  );
}
