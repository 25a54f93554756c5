import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

interface Hut {
  id: number;
  name: string;
  country: string;
  altitude: number;
  beds: number;
  price: number;
}

const HUTS: readonly Hut[] = [
  {
    id: 1,
    name: 'Albert Heim',
    country: 'Switzerland',
    altitude: 2541,
    beds: 70,
    price: 78,
  },
  {
    id: 2,
    name: 'Brünnsteinhaus',
    country: 'Germany',
    altitude: 1342,
    beds: 60,
    price: 42,
  },
  {
    id: 3,
    name: 'Capanna Regina Margherita',
    country: 'Italy',
    altitude: 4554,
    beds: 70,
    price: 105,
  },
  {
    id: 4,
    name: 'Dresdner Hütte',
    country: 'Austria',
    altitude: 2308,
    beds: 120,
    price: 56,
  },
  {
    id: 5,
    name: 'Erlanger Hütte',
    country: 'Austria',
    altitude: 2550,
    beds: 60,
    price: 52,
  },
  { id: 6, name: 'Franz Senn', country: 'Austria', altitude: 2147, beds: 170, price: 54 },
  { id: 7, name: 'Goûter', country: 'France', altitude: 3835, beds: 120, price: 98 },
  {
    id: 8,
    name: 'Hörnli',
    country: 'Switzerland',
    altitude: 3260,
    beds: 130,
    price: 160,
  },
  {
    id: 9,
    name: 'Kärlinger Haus',
    country: 'Germany',
    altitude: 1630,
    beds: 230,
    price: 40,
  },
  {
    id: 10,
    name: 'Monte Rosa',
    country: 'Switzerland',
    altitude: 2883,
    beds: 120,
    price: 95,
  },
  {
    id: 11,
    name: 'Refuge du Requin',
    country: 'France',
    altitude: 2516,
    beds: 66,
    price: 72,
  },
  { id: 12, name: 'Zsigmondy', country: 'Italy', altitude: 2224, beds: 80, price: 60 },
];

type SortKey = 'name' | 'country' | 'altitude' | 'beds' | 'price';
type Order = 'asc' | 'desc';

const COLUMNS: ReadonlyArray<{ key: SortKey; label: string; numeric: boolean }> = [
  { key: 'name', label: 'Hut', numeric: false },
  { key: 'country', label: 'Country', numeric: false },
  { key: 'altitude', label: 'Altitude (m)', numeric: true },
  { key: 'beds', label: 'Beds', numeric: true },
  { key: 'price', label: 'Night (EUR)', numeric: true },
];

const collator = new Intl.Collator('en-US');

/** Compares two huts by one column; ties keep the order of `HUTS` (Array.prototype.sort is stable). */
function compare(a: Hut, b: Hut, key: SortKey): number {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** Text for screen readers only (sizes as strings: in `sx` a number up to 1 is a fraction). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface HutToolbarProps {
  selectedCount: number;
  onDelete: () => void;
  onReset: (() => void) | null;
}

/** The bar above the table: its title, or how many rows are selected with an action for them. */
function HutToolbar({ selectedCount, onDelete, onReset }: HutToolbarProps) {
  const selecting = selectedCount > 0;
  return (
    <Toolbar
      sx={{
        gap: 1,
        pl: { sm: 2 },
        pr: { xs: 1, sm: 1 },
        ...(selecting ? { bgcolor: 'action.selected' } : {}),
      }}
    >
      <Typography
        variant={selecting ? 'subtitle1' : 'h6'}
        component="p"
        sx={{ flex: '1 1 100%' }}
        aria-live="polite"
      >
        {selecting ? `${selectedCount} selected` : 'Alpine huts'}
      </Typography>
      {selecting ? (
        <IconButton aria-label={`Delete ${selectedCount} selected`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      ) : null}
      {!selecting && onReset ? (
        <Button size="small" onClick={onReset} sx={{ flexShrink: 0 }}>
          Restore rows
        </Button>
      ) : null}
    </Toolbar>
  );
}

export default function TableSortSelect() {
  const [rows, setRows] = React.useState<readonly Hut[]>(HUTS);
  const [orderBy, setOrderBy] = React.useState<SortKey>('name');
  const [order, setOrder] = React.useState<Order>('asc');
  const [selected, setSelected] = React.useState<readonly number[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const selectAllRef = React.useRef<HTMLInputElement>(null);

  const sorted = React.useMemo(() => {
    const copy = [...rows].sort((a, b) => compare(a, b, orderBy));
    return order === 'asc' ? copy : copy.reverse();
  }, [rows, orderBy, order]);
  const visible = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  const someSelected = selected.length > 0 && selected.length < rows.length;

  // Material UI only marks a mixed checkbox with a data attribute; the native property makes
  // screen readers announce "mixed".
  React.useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  const deleteSelected = () => {
    const remaining = rows.filter((row) => !selected.includes(row.id));
    setRows(remaining);
    setSelected([]);
    setPage((current) =>
      Math.min(current, Math.max(0, Math.ceil(remaining.length / rowsPerPage) - 1)),
    );
  };

  return (
    <Paper variant="outlined">
      <HutToolbar
        selectedCount={selected.length}
        onDelete={deleteSelected}
        onReset={rows.length < HUTS.length ? () => setRows(HUTS) : null}
      />
      <TableContainer tabIndex={0} role="region" aria-label="Alpine huts, scrollable">
        <Table sx={{ minWidth: 620 }} aria-label="Alpine huts">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  inputRef={selectAllRef}
                  color="primary"
                  indeterminate={someSelected}
                  checked={rows.length > 0 && selected.length === rows.length}
                  onChange={(event) =>
                    setSelected(event.target.checked ? rows.map((row) => row.id) : [])
                  }
                  inputProps={{ 'aria-label': 'Select all huts' }}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                    {orderBy === column.key ? (
                      <Box component="span" sx={visuallyHidden}>
                        {order === 'desc' ? ', sorted descending' : ', sorted ascending'}
                      </Box>
                    ) : null}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => {
              const isSelected = selected.includes(row.id);
              const nameId = `table-sort-select-${row.id}`;
              return (
                <TableRow key={row.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      color="primary"
                      checked={isSelected}
                      onChange={() => toggle(row.id)}
                      inputProps={{ 'aria-labelledby': nameId }}
                    />
                  </TableCell>
                  <TableCell component="th" id={nameId} scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell>{row.country}</TableCell>
                  <TableCell align="right">{row.altitude}</TableCell>
                  <TableCell align="right">{row.beds}</TableCell>
                  <TableCell align="right">{row.price}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
