import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AirIcon from '@mui/icons-material/Air';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  rainfall: number;
  wind: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Harbour', temperature: 14.2, rainfall: 3.4, wind: 28 },
  { id: 2, station: 'Airport', temperature: 12.8, rainfall: 1.2, wind: 35 },
  { id: 3, station: 'Old town', temperature: 15.6, rainfall: 2.9, wind: 12 },
  { id: 4, station: 'Hill observatory', temperature: 9.1, rainfall: 6.8, wind: 51 },
  { id: 5, station: 'University', temperature: 14.9, rainfall: 2.1, wind: 17 },
];

interface MeasureHeaderProps {
  icon: ReactNode;
  name: string;
  unit: string;
  /** A custom header replaces the built-in title, tooltip included: it shows its own. */
  description: string;
}

/** A two-line header: an icon and a name, with the unit underneath. */
function MeasureHeader({ icon, name, unit, description }: MeasureHeaderProps) {
  return (
    <Tooltip title={description}>
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', lineHeight: 1.2 }}
      >
        {icon}
        <span>
          <Typography
            component="span"
            variant="body2"
            sx={{ fontWeight: 600, display: 'block' }}
          >
            {name}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{ color: 'text.secondary', display: 'block' }}
          >
            {unit}
          </Typography>
        </span>
      </Stack>
    </Tooltip>
  );
}

const columns: GridColDef<Reading>[] = [
  {
    field: 'station',
    headerName: 'Station',
    width: 170,
    renderHeader: (params: GridColumnHeaderParams<Reading>) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {params.colDef.headerName}
      </Typography>
    ),
  },
  {
    field: 'temperature',
    headerName: 'Temperature',
    description: 'Air temperature at 2 m, averaged over the last hour',
    type: 'number',
    width: 170,
    renderHeader: ({ colDef }) => (
      <MeasureHeader
        icon={<ThermostatIcon fontSize="small" color="error" />}
        name="Temperature"
        unit="°C"
        description={colDef.description ?? ''}
      />
    ),
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    description: 'Precipitation in the last 24 hours',
    type: 'number',
    width: 150,
    renderHeader: ({ colDef }) => (
      <MeasureHeader
        icon={<WaterDropIcon fontSize="small" color="info" />}
        name="Rainfall"
        unit="mm"
        description={colDef.description ?? ''}
      />
    ),
  },
  {
    field: 'wind',
    headerName: 'Wind',
    description: 'Strongest gust of the last hour',
    type: 'number',
    width: 150,
    renderHeader: ({ colDef }) => (
      <MeasureHeader
        icon={<AirIcon fontSize="small" color="action" />}
        name="Wind"
        unit="km/h"
        description={colDef.description ?? ''}
      />
    ),
  },
];

export default function ColumnHeaderCustomContent() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
