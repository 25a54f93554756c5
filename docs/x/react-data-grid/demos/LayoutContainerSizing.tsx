import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  city: string;
  country: string;
  julyHighC: number;
  januaryLowC: number;
  rainfallMm: number;
}

const rows: Station[] = [
  {
    id: 1,
    city: 'Bergen',
    country: 'Norway',
    julyHighC: 18,
    januaryLowC: -1,
    rainfallMm: 2250,
  },
  {
    id: 2,
    city: 'Seville',
    country: 'Spain',
    julyHighC: 36,
    januaryLowC: 6,
    rainfallMm: 540,
  },
  {
    id: 3,
    city: 'Mumbai',
    country: 'India',
    julyHighC: 30,
    januaryLowC: 17,
    rainfallMm: 2170,
  },
  {
    id: 4,
    city: 'Ulaanbaatar',
    country: 'Mongolia',
    julyHighC: 23,
    januaryLowC: -27,
    rainfallMm: 250,
  },
  {
    id: 5,
    city: 'Quito',
    country: 'Ecuador',
    julyHighC: 20,
    januaryLowC: 10,
    rainfallMm: 1000,
  },
  {
    id: 6,
    city: 'Perth',
    country: 'Australia',
    julyHighC: 19,
    januaryLowC: 18,
    rainfallMm: 730,
  },
  {
    id: 7,
    city: 'Winnipeg',
    country: 'Canada',
    julyHighC: 26,
    januaryLowC: -21,
    rainfallMm: 520,
  },
  {
    id: 8,
    city: 'Manaus',
    country: 'Brazil',
    julyHighC: 32,
    januaryLowC: 23,
    rainfallMm: 2300,
  },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'julyHighC', headerName: 'July high (°C)', type: 'number', width: 130 },
  { field: 'januaryLowC', headerName: 'January low (°C)', type: 'number', width: 150 },
  { field: 'rainfallMm', headerName: 'Rain per year (mm)', type: 'number', width: 170 },
];

const WIDTHS = ['100%', '70%', '45%'] as const;
const HEIGHTS = [220, 320, 420] as const;

export default function LayoutContainerSizing() {
  const [width, setWidth] = React.useState<(typeof WIDTHS)[number]>('100%');
  const [height, setHeight] = React.useState<(typeof HEIGHTS)[number]>(320);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id="layout-sizing-width">
            Width
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={width}
            onChange={(_event, next: (typeof WIDTHS)[number] | null) =>
              next && setWidth(next)
            }
            aria-labelledby="layout-sizing-width"
          >
            {WIDTHS.map((value) => (
              <ToggleButton key={value} value={value}>
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id="layout-sizing-height">
            Height
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={height}
            onChange={(_event, next: (typeof HEIGHTS)[number] | null) =>
              next && setHeight(next)
            }
            aria-labelledby="layout-sizing-height"
          >
            {HEIGHTS.map((value) => (
              <ToggleButton key={value} value={value}>
                {value}px
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      {/* The grid fills this box: its size is the grid's size. */}
      <Box sx={{ width, height, transition: 'width 150ms, height 150ms' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
