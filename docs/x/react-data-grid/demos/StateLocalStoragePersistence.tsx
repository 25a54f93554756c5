import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { debounce } from '@mui/material/utils';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  minutes: number;
  servings: number;
  vegetarian: boolean;
}

const rows: Recipe[] = [
  {
    id: 1,
    name: 'Caldo verde',
    cuisine: 'Portuguese',
    minutes: 45,
    servings: 4,
    vegetarian: false,
  },
  {
    id: 2,
    name: 'Shakshuka',
    cuisine: 'North African',
    minutes: 30,
    servings: 2,
    vegetarian: true,
  },
  {
    id: 3,
    name: 'Okonomiyaki',
    cuisine: 'Japanese',
    minutes: 35,
    servings: 2,
    vegetarian: false,
  },
  {
    id: 4,
    name: 'Ribollita',
    cuisine: 'Italian',
    minutes: 90,
    servings: 6,
    vegetarian: true,
  },
  {
    id: 5,
    name: 'Chana masala',
    cuisine: 'Indian',
    minutes: 40,
    servings: 4,
    vegetarian: true,
  },
  {
    id: 6,
    name: 'Pierogi',
    cuisine: 'Polish',
    minutes: 75,
    servings: 4,
    vegetarian: true,
  },
  {
    id: 7,
    name: 'Feijoada',
    cuisine: 'Brazilian',
    minutes: 180,
    servings: 8,
    vegetarian: false,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', width: 150 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
];

// Versioned key: bump it when the columns change in a way old snapshots would not fit.
const STORAGE_KEY = 'demo.recipesGrid.state.v1';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a saved snapshot; anything missing, unreadable or malformed counts as "nothing saved". */
function readSavedState(): GridInitialState | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return undefined;
    // Keep only the parts this grid knows; each must be an object.
    const known = ['sorting', 'filter', 'columns', 'density', 'pagination'] as const;
    const state: Record<string, unknown> = {};
    known.forEach((part) => {
      if (isRecord(parsed[part])) state[part] = parsed[part];
      else if (part === 'density' && typeof parsed[part] === 'string')
        state[part] = parsed[part];
    });
    return state as GridInitialState;
  } catch {
    // Storage disabled (private mode, policies) or invalid JSON.
    return undefined;
  }
}

function writeSavedState(state: GridInitialState): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function StateLocalStoragePersistence() {
  const apiRef = useGridApiRef();
  // undefined while reading; then the snapshot, or {} when there is none.
  const [initialState, setInitialState] = React.useState<GridInitialState>();
  const [status, setStatus] = React.useState('');
  // A new initialState only applies on mount: changing the key remounts the grid.
  const [gridKey, setGridKey] = React.useState(0);

  // Storage exists only in the browser: read it after mounting, never during the server render.
  React.useEffect(() => {
    const saved = readSavedState();
    setInitialState(saved ?? {});
    setStatus(
      saved
        ? 'Layout restored from localStorage.'
        : 'No saved layout yet: sort, filter, hide or resize columns.',
    );
  }, []);

  const save = React.useMemo(
    () =>
      debounce(() => {
        if (!apiRef.current.exportState) return;
        const ok = writeSavedState(apiRef.current.exportState());
        setStatus(
          ok
            ? 'Layout saved to localStorage.'
            : 'Storage is not available: the layout is not saved.',
        );
      }, 300),
    [apiRef],
  );
  React.useEffect(() => () => save.clear(), [save]);

  const forget = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored if storage is unavailable.
    }
    save.clear();
    setInitialState({});
    setGridKey((key) => key + 1);
    setStatus('Saved layout removed; back to the defaults.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={forget}>
          Forget saved layout
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        {initialState === undefined ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label="Loading the saved layout" />
          </Box>
        ) : (
          <DataGrid
            key={gridKey}
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={initialState}
            slots={{ toolbar: Toolbar }}
            onSortModelChange={save}
            onFilterModelChange={save}
            onColumnVisibilityModelChange={save}
            onColumnWidthChange={save}
            onDensityChange={save}
            onPaginationModelChange={save}
          />
        )}
      </Box>
    </Stack>
  );
}
