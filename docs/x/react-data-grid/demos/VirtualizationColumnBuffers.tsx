import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridRenderContextSelector,
  gridVisibleColumnDefinitionsSelector,
  gridExpandedRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

type SensorRow = { id: number } & Record<string, number>;

const COLUMN_COUNT = 500;
const ROW_COUNT = 100;

// One column per sensor: 500 columns, far more than fit on a screen.
const columns: GridColDef<SensorRow>[] = [
  { field: 'id', headerName: 'Minute', type: 'number', width: 90 },
  ...Array.from({ length: COLUMN_COUNT }, (_, index): GridColDef<SensorRow> => ({
    field: `s${index + 1}`,
    headerName: `Sensor ${index + 1}`,
    type: 'number',
    width: 110,
  })),
];

function createRows(): SensorRow[] {
  const rows: SensorRow[] = [];
  for (let minute = 0; minute < ROW_COUNT; minute += 1) {
    const row: SensorRow = { id: minute };
    for (let sensor = 1; sensor <= COLUMN_COUNT; sensor += 1)
      row[`s${sensor}`] = (minute * 31 + sensor * 17) % 1000;
    rows.push(row);
  }
  return rows;
}

/** A footer that reports which rows and columns the grid currently renders. */
function RenderedRangeFooter() {
  const apiRef = useGridApiContext();
  const context = useGridSelector(apiRef, gridRenderContextSelector);
  const columnCount = useGridSelector(
    apiRef,
    gridVisibleColumnDefinitionsSelector,
  ).length;
  const rowCount = useGridSelector(apiRef, gridExpandedRowCountSelector);
  // The render context's last indexes are exclusive.
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" role="status">
        {`Rendering rows ${context.firstRowIndex + 1}–${context.lastRowIndex} of ${rowCount} and columns ${context.firstColumnIndex + 1}–${context.lastColumnIndex} of ${columnCount}`}
      </Typography>
    </GridFooterContainer>
  );
}

const BUFFER_CHOICES = [0, 150, 500, 1000];

function BufferPicker(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" component="p">
        {props.label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.value}
        onChange={(_event, value: number | null) =>
          value !== null && props.onChange(value)
        }
        aria-label={props.label}
      >
        {BUFFER_CHOICES.map((choice) => (
          <ToggleButton key={choice} value={choice} sx={{ textTransform: 'none' }}>
            {`${choice} px`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function VirtualizationColumnBuffers() {
  const rows = React.useMemo(() => createRows(), []);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <BufferPicker label="rowBufferPx" value={rowBufferPx} onChange={setRowBufferPx} />
        <BufferPicker
          label="columnBufferPx"
          value={columnBufferPx}
          onChange={setColumnBufferPx}
        />
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        {/* Buffers apply when the grid mounts and when a scroll settles: remount to see a change at once. */}
        <DataGrid
          key={`${rowBufferPx}-${columnBufferPx}`}
          rows={rows}
          columns={columns}
          density="compact"
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
          slots={{ footer: RenderedRangeFooter }}
        />
      </Box>
    </Stack>
  );
}
