import { DataGrid } from '@mui/x-data-grid';

// A demo beside the fixture page: the names it declares count as known for that page.
export function useFixtureRows() {
  return [{ id: 1, name: 'Fixture' }];
}

export default function FixtureGrid() {
  const rows = useFixtureRows();
  return (
    <div style={{ height: 200 }}>
      <DataGrid rows={rows} columns={[{ field: 'name' }]} />
    </div>
  );
}
