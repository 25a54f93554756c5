import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridCsvExportMenuItem,
  GridExportMenuItemProps,
  GridPrintExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  country: string;
  heightM: number;
  firstAscent: number;
}

const rows: Peak[] = [
  {
    id: 1,
    name: 'Mont Blanc',
    country: 'France / Italy',
    heightM: 4806,
    firstAscent: 1786,
  },
  { id: 2, name: 'Grossglockner', country: 'Austria', heightM: 3798, firstAscent: 1800 },
  { id: 3, name: 'Triglav', country: 'Slovenia', heightM: 2864, firstAscent: 1778 },
  {
    id: 4,
    name: 'Zugspitze',
    country: 'Germany / Austria',
    heightM: 2962,
    firstAscent: 1820,
  },
  {
    id: 5,
    name: 'Matterhorn',
    country: 'Switzerland / Italy',
    heightM: 4478,
    firstAscent: 1865,
  },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 110 },
  {
    field: 'firstAscent',
    headerName: 'First ascent',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
];

/** A menu entry that saves the visible columns of the filtered, sorted rows as JSON. */
function JsonExportMenuItem({ hideMenu }: GridExportMenuItemProps<object>) {
  const apiRef = useGridApiContext();

  const exportJson = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const record: Record<string, unknown> = {};
      for (const field of fields) record[field] = apiRef.current.getCellValue(id, field);
      return record;
    });
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'alpine-peaks.json';
    link.click();
    // Give the browser time to start the download before releasing the object URL.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    hideMenu?.();
  };

  return <MenuItem onClick={exportJson}>Download as JSON</MenuItem>;
}

function PeaksToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'alpine-peaks' }} />
        <JsonExportMenuItem />
        <GridPrintExportMenuItem options={{ hideFooter: true, hideToolbar: true }} />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExportCustomMenuJson() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PeaksToolbar }}
        initialState={{ sorting: { sortModel: [{ field: 'heightM', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
