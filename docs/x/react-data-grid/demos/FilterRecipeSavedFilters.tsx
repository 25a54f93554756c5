import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: 'Low' | 'Medium' | 'Bright';
  petSafe: boolean;
  heightCm: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Snake plant', light: 'Low', petSafe: false, heightCm: 70 },
  { id: 2, name: 'Spider plant', light: 'Medium', petSafe: true, heightCm: 30 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright', petSafe: false, heightCm: 150 },
  { id: 4, name: 'Calathea', light: 'Medium', petSafe: true, heightCm: 60 },
  { id: 5, name: 'ZZ plant', light: 'Low', petSafe: false, heightCm: 60 },
  { id: 6, name: 'Boston fern', light: 'Medium', petSafe: true, heightCm: 45 },
  { id: 7, name: 'Ponytail palm', light: 'Bright', petSafe: true, heightCm: 90 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 150 },
  {
    field: 'light',
    headerName: 'Light',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'Bright'],
    width: 110,
  },
  { field: 'petSafe', headerName: 'Pet-safe', type: 'boolean', width: 100 },
  { field: 'heightCm', headerName: 'Height (cm)', type: 'number', width: 120 },
];

const STORAGE_KEY = 'demo.filterRecipeSavedFilters.filterModel';
const EMPTY: GridFilterModel = { items: [], quickFilterValues: [] };

function readSaved(): GridFilterModel | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (!saved) return null;
    const model = JSON.parse(saved) as GridFilterModel;
    return Array.isArray(model.items) ? model : null;
  } catch {
    return null; // storage blocked or unreadable: start without a saved filter
  }
}

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function FilterRecipeSavedFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(EMPTY);
  const [restored, setRestored] = React.useState(false);
  // Nothing is written before the saved model has been read, so it cannot be overwritten.
  const readyToSave = React.useRef(false);

  // Storage exists only in the browser: read it after the first render.
  React.useEffect(() => {
    const saved = readSaved();
    if (saved) setFilterModel(saved);
    setRestored(saved !== null);
    readyToSave.current = true;
  }, []);

  const handleChange = (model: GridFilterModel) => {
    setFilterModel(model);
    if (!readyToSave.current) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // storage full or blocked: the filter still works for this visit
    }
  };

  const handleReset = () => {
    handleChange(EMPTY);
    setRestored(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {restored
            ? 'Filter restored from your last visit.'
            : 'Filter or search, then reload the page: the filter comes back.'}
        </Typography>
        <Button size="small" onClick={handleReset}>
          Clear saved filter
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleChange}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
