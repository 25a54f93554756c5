import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Country {
  id: number;
  name: string;
  code: string;
}

const NAMES = [
  'Albania',
  'Bolivia',
  'Chad',
  'Denmark',
  'Ecuador',
  'Fiji',
  'Ghana',
  'Haiti',
  'India',
  'Japan',
];

const rows: Country[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} ${Math.floor(index / NAMES.length) + 1}`,
  code: `C${String(index + 1).padStart(3, '0')}`,
}));

const columns: GridColDef<Country>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'code', headerName: 'Code', width: 100 },
];

export default function VirtualizationDisabledToggle() {
  const apiRef = useGridApiRef();
  const [disabled, setDisabled] = React.useState(false);
  const [rowElements, setRowElements] = React.useState<number | null>(null);

  // Count the row elements in the page whenever the grid changes the rows it renders:
  // this count is what virtualization keeps small.
  React.useEffect(() => {
    let frame = 0;
    const count = () => {
      cancelAnimationFrame(frame);
      // Wait for the frame in which React has put the new rows in the page.
      frame = requestAnimationFrame(() => {
        const root = apiRef.current.rootElementRef?.current;
        if (root) setRowElements(root.querySelectorAll('[role="row"][data-id]').length);
      });
    };
    count();
    const unsubscribe = apiRef.current.subscribeEvent(
      'renderedRowsIntervalChange',
      count,
    );
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [apiRef, disabled]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={disabled}
              onChange={(event) => setDisabled(event.target.checked)}
            />
          }
          label="disableVirtualization"
        />
        <Typography variant="body2" role="status">
          {rowElements === null
            ? ''
            : `${rowElements} of ${rows.length} rows are in the page.`}
        </Typography>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        {/* The grid reads the setting when it mounts: a new key mounts a fresh grid. */}
        <DataGrid
          key={disabled ? 'all-rows' : 'virtualized'}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableVirtualization={disabled}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
