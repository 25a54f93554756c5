import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridToolbarContainer,
  useGridApiContext,
  useGridApiEventHandler,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: 'Full sun' | 'Partial shade' | 'Shade';
  waterEveryDays: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Rosemary', light: 'Full sun', waterEveryDays: 10 },
  { id: 2, name: 'Fern', light: 'Shade', waterEveryDays: 3 },
  { id: 3, name: 'Basil', light: 'Full sun', waterEveryDays: 2 },
  { id: 4, name: 'Hydrangea', light: 'Partial shade', waterEveryDays: 4 },
  { id: 5, name: 'Hosta', light: 'Shade', waterEveryDays: 5 },
  { id: 6, name: 'Lavender', light: 'Full sun', waterEveryDays: 12 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 140 },
  { field: 'light', headerName: 'Light', width: 140 },
  {
    field: 'waterEveryDays',
    headerName: 'Water every (days)',
    type: 'number',
    width: 170,
  },
];

interface LogEntry {
  key: number;
  source: 'prop' | 'subscribeEvent' | 'useGridApiEventHandler';
  text: string;
}

type Log = (source: LogEntry['source'], text: string) => void;

const LogContext = React.createContext<Log>(() => {});

/** A toolbar rendered by the grid: it listens from inside with useGridApiEventHandler. */
function FocusToolbar() {
  const apiRef = useGridApiContext();
  const log = React.useContext(LogContext);
  const [focused, setFocused] = React.useState('none');

  const handleFocusIn: GridEventListener<'cellFocusIn'> = (params) => {
    setFocused(`${params.field} of row ${params.id}`);
    log('useGridApiEventHandler', `cellFocusIn → ${params.field} of row ${params.id}`);
  };
  // Subscribed while this component is mounted; removed automatically afterwards.
  useGridApiEventHandler(apiRef, 'cellFocusIn', handleFocusIn);

  return (
    <GridToolbarContainer>
      <Typography variant="body2" sx={{ px: 1 }}>
        Focused cell: {focused}
      </Typography>
    </GridToolbarContainer>
  );
}

export default function EventsLiveLog() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const log = React.useCallback<Log>((source, text) => {
    counter.current += 1;
    const entry = { key: counter.current, source, text };
    setEntries((previous) => [entry, ...previous].slice(0, 8));
  }, []);

  // Outside the grid: subscribe in an effect, when the API is ready, and unsubscribe on cleanup.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('columnWidthChange', (params) => {
        log(
          'subscribeEvent',
          `columnWidthChange → ${params.colDef.field} is ${Math.round(params.width)} px wide`,
        );
      }),
    [apiRef, log],
  );

  return (
    <LogContext.Provider value={log}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            checkboxSelection
            disableRowSelectionOnClick
            slots={{ toolbar: FocusToolbar }}
            hideFooter
            onRowClick={(params) => log('prop', `onRowClick → ${params.row.name}`)}
            onCellDoubleClick={(params) =>
              log('prop', `onCellDoubleClick → ${params.field} = ${String(params.value)}`)
            }
            onColumnHeaderClick={(params) =>
              log('prop', `onColumnHeaderClick → ${params.field}`)
            }
            onSortModelChange={(model) =>
              log('prop', `onSortModelChange → ${JSON.stringify(model)}`)
            }
            onRowSelectionModelChange={(ids) =>
              log('prop', `onRowSelectionModelChange → [${ids.join(', ')}]`)
            }
          />
        </Box>
        <Paper variant="outlined" sx={{ p: 1.5, minHeight: 200 }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="subtitle2" component="p">
              Event log (latest first)
            </Typography>
            <Button size="small" onClick={() => setEntries([])}>
              Clear
            </Button>
          </Stack>
          <div role="log" aria-label="Grid events">
            {entries.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Click a row, a header or a checkbox, resize a column, or move the focus
                with the arrow keys.
              </Typography>
            ) : (
              <Box
                component="ol"
                sx={{ m: 0, pl: 2.5, fontSize: 13, fontFamily: 'monospace' }}
              >
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <Box
                      component="span"
                      sx={{ color: 'text.secondary' }}
                    >{`[${entry.source}] `}</Box>
                    {entry.text}
                  </li>
                ))}
              </Box>
            )}
          </div>
        </Paper>
      </Stack>
    </LogContext.Provider>
  );
}
