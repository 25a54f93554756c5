import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
}

/** Plays the database: the browser never sorts these rows itself. */
const TABLE: City[] = [
  { id: 1, city: 'Lagos', country: 'Nigeria', population: 15388000 },
  { id: 2, city: 'Lima', country: 'Peru', population: 11204000 },
  { id: 3, city: 'Osaka', country: 'Japan', population: 19059000 },
  { id: 4, city: 'Bogotá', country: 'Colombia', population: 11508000 },
  { id: 5, city: 'Cairo', country: 'Egypt', population: 22183000 },
  { id: 6, city: 'Jakarta', country: 'Indonesia', population: 11249000 },
  { id: 7, city: 'Istanbul', country: 'Türkiye', population: 15848000 },
  { id: 8, city: 'Chennai', country: 'India', population: 11776000 },
];

/** Builds the query string a real client would send, e.g. `?sort=-population`. */
function toQuery(model: GridSortModel): string {
  if (model.length === 0) return '';
  const { field, sort } = model[0];
  return `?sort=${sort === 'desc' ? '-' : ''}${field}`;
}

/** A fake endpoint: answers after a short delay with the rows in the requested order. */
function fetchCities(model: GridSortModel): Promise<City[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const result = [...TABLE];
      if (model.length > 0) {
        const { field, sort } = model[0];
        const key = field as keyof City;
        const sign = sort === 'desc' ? -1 : 1;
        result.sort((a, b) => {
          const left = a[key];
          const right = b[key];
          if (typeof left === 'number' && typeof right === 'number')
            return sign * (left - right);
          return sign * String(left).localeCompare(String(right), 'en');
        });
      }
      resolve(result);
    }, 500);
  });
}

const count = new Intl.NumberFormat('en-US');

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'population',
    headerName: 'Metro population',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => count.format(value),
  },
];

export default function SortingServerSide() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<City[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // ignore an answer that arrives after a newer request
    setLoading(true);
    fetchCities(sortModel).then((result) => {
      if (!current) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 500 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          loading={loading}
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        Last request: <code>GET /api/cities{toQuery(sortModel)}</code>
      </Typography>
    </Box>
  );
}
