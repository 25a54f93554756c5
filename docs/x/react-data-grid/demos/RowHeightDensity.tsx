import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

interface Bird {
  id: number;
  species: string;
  seen: number;
}

const rows: Bird[] = [
  { id: 1, species: 'Eurasian blue tit', seen: 14 },
  { id: 2, species: 'Common blackbird', seen: 9 },
  { id: 3, species: 'Grey heron', seen: 2 },
  { id: 4, species: 'European robin', seen: 11 },
  { id: 5, species: 'Great spotted woodpecker', seen: 1 },
  { id: 6, species: 'Barn swallow', seen: 23 },
  { id: 7, species: 'Common kingfisher', seen: 1 },
  { id: 8, species: 'Eurasian jay', seen: 4 },
];

const columns: GridColDef<Bird>[] = [
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 200 },
  { field: 'seen', headerName: 'Times seen', type: 'number', width: 130 },
];

const ROW_HEIGHTS = [36, 52, 68, 84];
const FACTORS: Record<GridDensity, number> = {
  compact: 0.7,
  standard: 1,
  comfortable: 1.3,
};

export default function RowHeightDensity() {
  const [rowHeight, setRowHeight] = React.useState(52);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowHeight}
          onChange={(_event, value: number | null) =>
            value !== null && setRowHeight(value)
          }
          aria-label="Row height"
        >
          {ROW_HEIGHTS.map((height) => (
            <ToggleButton key={height} value={height}>
              {height}px
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">
          Rendered row height: {Math.floor(rowHeight * FACTORS[density])}px
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
