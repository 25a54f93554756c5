import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  gridFilteredRowCountSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  zone: number;
  stepFree: boolean;
}

const rows: Station[] = [
  { id: 1, name: 'Harbour Square', line: 'Blue', zone: 1, stepFree: true },
  { id: 2, name: 'Mill Road', line: 'Blue', zone: 2, stepFree: false },
  { id: 3, name: 'Old Market', line: 'Red', zone: 1, stepFree: true },
  { id: 4, name: 'Riverside', line: 'Red', zone: 2, stepFree: true },
  { id: 5, name: 'Observatory', line: 'Green', zone: 3, stepFree: false },
  { id: 6, name: 'Market Gardens', line: 'Green', zone: 2, stepFree: true },
  { id: 7, name: 'University', line: 'Blue', zone: 2, stepFree: true },
  { id: 8, name: 'Airport', line: 'Red', zone: 4, stepFree: true },
];

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'line', headerName: 'Line', width: 110 },
  { field: 'zone', headerName: 'Zone', type: 'number', width: 90 },
  { field: 'stepFree', headerName: 'Step-free', type: 'boolean', width: 110 },
];

export default function FilterRecipeExternalSearch() {
  const apiRef = useGridApiRef();
  const [text, setText] = React.useState('');
  const [matching, setMatching] = React.useState(rows.length);

  // Typing updates the box at once; the grid filters once the reader pauses.
  React.useEffect(() => {
    const timer = setTimeout(() => {
      apiRef.current.setQuickFilterValues(text.split(' ').filter((word) => word !== ''));
    }, 200);
    return () => clearTimeout(timer);
  }, [apiRef, text]);

  // The grid announces every new filtering result; read the count from its state then.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('filteredRowsSet', () => {
        setMatching(gridFilteredRowCountSelector(apiRef));
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          label="Find a station"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          InputProps={{
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
        />
        <Typography variant="body2" role="status">
          {matching} of {rows.length} stations
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
