import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import HighlightIcon from '@mui/icons-material/Highlight';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  dayHours: number;
  yearDays: number;
  meanTempC: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayHours: 4222.6, yearDays: 88, meanTempC: 167 },
  { id: 2, name: 'Venus', moons: 0, dayHours: 2802, yearDays: 224.7, meanTempC: 464 },
  { id: 3, name: 'Earth', moons: 1, dayHours: 24, yearDays: 365.2, meanTempC: 15 },
  { id: 4, name: 'Mars', moons: 2, dayHours: 24.7, yearDays: 687, meanTempC: -65 },
  { id: 5, name: 'Jupiter', moons: 95, dayHours: 9.9, yearDays: 4331, meanTempC: -110 },
  { id: 6, name: 'Saturn', moons: 146, dayHours: 10.7, yearDays: 10747, meanTempC: -140 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', width: 110 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 90 },
  { field: 'dayHours', headerName: 'Length of day (hours)', type: 'number', width: 110 },
  { field: 'yearDays', headerName: 'Length of year (days)', type: 'number', width: 110 },
  { field: 'meanTempC', headerName: 'Mean temperature (°C)', type: 'number', width: 110 },
];

/** Which column is highlighted, shared by the menu items and the grid. */
const HighlightContext = React.createContext<{
  highlighted: string | null;
  toggle: (field: string) => void;
}>({ highlighted: null, toggle: () => {} });

/** Fits the column to its header and cells. */
function FitToContentItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({
          columns: [colDef.field],
          includeHeaders: true,
          includeOutliers: true,
        });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

/** Highlights the column's cells, or removes the highlight. */
function HighlightItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const { highlighted, toggle } = React.useContext(HighlightContext);
  return (
    <MenuItem
      onClick={(event) => {
        toggle(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <HighlightIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>
        {highlighted === colDef.field ? 'Remove highlight' : 'Highlight column'}
      </ListItemText>
    </MenuItem>
  );
}

/** The built-in menu with two items added, the filter item moved first and "Hide/Manage" removed. */
function PlanetColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuColumnsItem: null,
        columnMenuFitItem: FitToContentItem,
        columnMenuHighlightItem: HighlightItem,
      }}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuFitItem: { displayOrder: 40 },
        columnMenuHighlightItem: { displayOrder: 50 },
      }}
    />
  );
}

export default function ColumnMenuCustomItems() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  const context = React.useMemo(
    () => ({
      highlighted,
      toggle: (field: string) =>
        setHighlighted((current) => (current === field ? null : field)),
    }),
    [highlighted],
  );

  return (
    <HighlightContext.Provider value={context}>
      <Box
        sx={{
          height: 400,
          width: '100%',
          '& .planet-cell--highlighted': { bgcolor: 'action.selected' },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ columnMenu: PlanetColumnMenu }}
          getCellClassName={(params) =>
            params.field === highlighted ? 'planet-cell--highlighted' : ''
          }
          hideFooter
        />
      </Box>
    </HighlightContext.Provider>
  );
}
