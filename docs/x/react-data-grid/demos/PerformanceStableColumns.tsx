import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  pages: number;
}

// Defined outside the component: the same array for every render.
const rows: Book[] = [
  { id: 1, title: 'Middlemarch', pages: 880 },
  { id: 2, title: 'Things Fall Apart', pages: 209 },
  { id: 3, title: 'The Master and Margarita', pages: 412 },
  { id: 4, title: 'Pedro Páramo', pages: 124 },
  { id: 5, title: 'The Tale of Genji', pages: 1216 },
];

/** Lets the cells report each of their renders without causing a render of the demo. */
const RenderReportContext = React.createContext<() => void>(() => {});

function CountedCell(params: GridRenderCellParams<Book>) {
  const report = React.useContext(RenderReportContext);
  // No dependency list: runs after every render of this cell.
  React.useEffect(() => report());
  return <>{params.formattedValue}</>;
}

function buildColumns(): GridColDef<Book>[] {
  return [
    {
      field: 'title',
      headerName: 'Title',
      flex: 1,
      renderCell: (params) => <CountedCell {...params} />,
    },
    {
      field: 'pages',
      headerName: 'Pages',
      type: 'number',
      width: 100,
      renderCell: (params) => <CountedCell {...params} />,
    },
  ];
}

export default function PerformanceStableColumns() {
  const [stable, setStable] = React.useState(true);
  const [note, setNote] = React.useState('');
  const renders = React.useRef(0);
  const output = React.useRef<HTMLSpanElement>(null);

  // Written straight into the page: updating React state here would itself re-render the grid.
  const report = React.useCallback(() => {
    renders.current += 1;
    if (output.current) output.current.textContent = String(renders.current);
  }, []);
  const reset = () => {
    renders.current = 0;
    if (output.current) output.current.textContent = '0';
  };

  const memoizedColumns = React.useMemo(() => buildColumns(), []);
  // The unstable variant builds a new array (and new renderCell functions) at every render.
  const columns = stable ? memoizedColumns : buildColumns();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={stable}
              onChange={(event) => setStable(event.target.checked)}
            />
          }
          label="Memoized columns"
        />
        <TextField
          size="small"
          label="Type here to re-render the page"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <Typography variant="body2">
          Cell renders: <span ref={output}>0</span>
        </Typography>
        <Button size="small" onClick={reset}>
          Reset count
        </Button>
      </Stack>
      <RenderReportContext.Provider value={report}>
        <Box sx={{ height: 330, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} hideFooter />
        </Box>
      </RenderReportContext.Provider>
    </Stack>
  );
}
