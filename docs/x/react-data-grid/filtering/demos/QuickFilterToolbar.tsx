import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Library {
  id: number;
  name: string;
  language: string;
  license: string;
  stars: number;
}

const rows: Library[] = [
  { id: 1, name: 'serde', language: 'Rust', license: 'MIT', stars: 9100 },
  { id: 2, name: 'tokio', language: 'Rust', license: 'MIT', stars: 26800 },
  { id: 3, name: 'requests', language: 'Python', license: 'Apache-2.0', stars: 52100 },
  { id: 4, name: 'numpy', language: 'Python', license: 'BSD-3-Clause', stars: 27900 },
  { id: 5, name: 'express', language: 'JavaScript', license: 'MIT', stars: 65000 },
  { id: 6, name: 'lodash', language: 'JavaScript', license: 'MIT', stars: 59700 },
  { id: 7, name: 'gin', language: 'Go', license: 'MIT', stars: 78000 },
  { id: 8, name: 'cobra', language: 'Go', license: 'Apache-2.0', stars: 37900 },
  { id: 9, name: 'junit5', language: 'Java', license: 'EPL-2.0', stars: 6400 },
  { id: 10, name: 'guava', language: 'Java', license: 'Apache-2.0', stars: 50100 },
  { id: 11, name: 'rails', language: 'Ruby', license: 'MIT', stars: 55600 },
  { id: 12, name: 'sinatra', language: 'Ruby', license: 'MIT', stars: 12200 },
];

const columns: GridColDef<Library>[] = [
  { field: 'name', headerName: 'Library', flex: 1, minWidth: 130 },
  { field: 'language', headerName: 'Language', width: 130 },
  { field: 'license', headerName: 'License', width: 140 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 110 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterToolbar() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        density="compact"
      />
    </Box>
  );
}
