import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  DataGridPro,
  GridColDef,
  GridInitialState,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Country {
  id: number;
  name: string;
  capital: string;
  population: number;
  areaKm2: number;
  currency: string;
}

const rows: Country[] = [
  {
    id: 1,
    name: 'Portugal',
    capital: 'Lisbon',
    population: 10.4,
    areaKm2: 92212,
    currency: 'EUR',
  },
  {
    id: 2,
    name: 'Chile',
    capital: 'Santiago',
    population: 19.6,
    areaKm2: 756102,
    currency: 'CLP',
  },
  {
    id: 3,
    name: 'Kenya',
    capital: 'Nairobi',
    population: 55.1,
    areaKm2: 580367,
    currency: 'KES',
  },
  {
    id: 4,
    name: 'Vietnam',
    capital: 'Hanoi',
    population: 98.9,
    areaKm2: 331212,
    currency: 'VND',
  },
  {
    id: 5,
    name: 'Finland',
    capital: 'Helsinki',
    population: 5.6,
    areaKm2: 338455,
    currency: 'EUR',
  },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', width: 120 },
  { field: 'capital', headerName: 'Capital', width: 120 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 130 },
  { field: 'currency', headerName: 'Currency', width: 100 },
];

/** The order the grid starts with, different from the order of `columns`. */
const INITIAL_ORDER = ['name', 'currency', 'capital', 'population', 'areaKm2'];

const headerNameOf = (field: string) =>
  columns.find((column) => column.field === field)?.headerName ?? field;

export default function ColumnOrderingFromCode() {
  const apiRef = useGridApiRef();
  const [selected, setSelected] = React.useState('currency');
  const [order, setOrder] = React.useState<string[]>(INITIAL_ORDER);
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const readOrder = () => setOrder(gridColumnFieldsSelector(apiRef));

  const move = (step: -1 | 1) => {
    const index = apiRef.current.getColumnIndex(selected);
    const target = Math.min(Math.max(index + step, 0), order.length - 1);
    apiRef.current.setColumnIndex(selected, target);
    readOrder();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Column"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          sx={{ minWidth: 170 }}
        >
          {columns.map((column) => (
            <option key={column.field} value={column.field}>
              {column.headerName}
            </option>
          ))}
        </TextField>
        <IconButton
          aria-label="Move the column left"
          onClick={() => move(-1)}
          disabled={order[0] === selected}
        >
          <ArrowBackIcon />
        </IconButton>
        <IconButton
          aria-label="Move the column right"
          onClick={() => move(1)}
          disabled={order[order.length - 1] === selected}
        >
          <ArrowForwardIcon />
        </IconButton>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current.exportState())}
        >
          Save layout
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={saved === null}
          onClick={() => {
            if (saved) {
              apiRef.current.restoreState(saved);
              readOrder();
            }
          }}
        >
          Restore saved layout
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={readOrder}
          initialState={{ columns: { orderedFields: INITIAL_ORDER } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Order: {order.map(headerNameOf).join(' · ')}
      </Typography>
    </Stack>
  );
}
