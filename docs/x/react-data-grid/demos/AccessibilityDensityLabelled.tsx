import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDensity,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from '@mui/x-data-grid';

interface Part {
  id: string;
  description: string;
  bin: string;
  onHand: number;
}

const rows: Part[] = [
  { id: 'M6-16', description: 'Hex bolt, M6 × 16 mm', bin: 'A-03', onHand: 1240 },
  { id: 'M8-25', description: 'Hex bolt, M8 × 25 mm', bin: 'A-04', onHand: 860 },
  { id: 'W6', description: 'Flat washer, 6 mm', bin: 'B-11', onHand: 5300 },
  { id: 'N6', description: 'Lock nut, M6', bin: 'B-12', onHand: 2105 },
  { id: 'S4-40', description: 'Wood screw, 4 × 40 mm', bin: 'C-07', onHand: 3900 },
];

const columns: GridColDef<Part>[] = [
  { field: 'id', headerName: 'Part', width: 100 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function AccessibilityDensityLabelled() {
  // Controlled: the buttons above and the toolbar's density menu change the same state.
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography
          id="parts-grid-title"
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 600 }}
        >
          Fasteners in stock
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Row density"
        >
          {DENSITIES.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          aria-labelledby="parts-grid-title"
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          slots={{ toolbar: DensityToolbar }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
