import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  temperature: number;
  humidity: number;
}

interface PageResponse {
  rows: Reading[];
  total: number;
}

const TOTAL_READINGS = 1250;
const SENSORS = ['North hall', 'Cold room', 'Loading bay', 'Server room', 'Roof'];

/** The "database" of the fake server: every reading is derived from its position. */
function readingAt(index: number): Reading {
  return {
    id: index + 1,
    sensor: SENSORS[index % SENSORS.length],
    temperature: Math.round((12 + ((index * 29) % 170) / 10) * 10) / 10,
    humidity: 30 + ((index * 13) % 55),
  };
}

/** Stands in for a request such as `GET /readings?page=2&pageSize=25`: returns one page after a delay. */
function fetchReadings({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(start + pageSize, TOTAL_READINGS);
      const pageRows: Reading[] = [];
      for (let index = start; index < end; index += 1) pageRows.push(readingAt(index));
      resolve({ rows: pageRows, total: TOTAL_READINGS });
    }, 300);
  });
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 130 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function PaginationServerSide() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Reading[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchReadings(paginationModel).then((response) => {
      // A slower, older request must not overwrite the page asked for last.
      if (!current) return;
      setRows(response.rows);
      setRowCount(response.total);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
