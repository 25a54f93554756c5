import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowParams,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Volunteer {
  id: number;
  name: string;
  shift: 'Morning' | 'Afternoon' | 'Evening';
  station: string;
  email: string;
}

const NAMES = [
  'Amara',
  'Bruno',
  'Chen',
  'Dalia',
  'Emil',
  'Farah',
  'Goran',
  'Hana',
  'Ilse',
  'Jonas',
  'Kiri',
  'Luca',
];
const SHIFTS: Volunteer['shift'][] = ['Morning', 'Afternoon', 'Evening'];
const STATIONS = ['Registration', 'Cloakroom', 'Info desk'];

const rows: Volunteer[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  shift: SHIFTS[index % 3],
  station: STATIONS[(index * 2) % 3],
  email: `${name.toLowerCase()}@volunteers.example`,
}));

const columns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Name', width: 120 },
  { field: 'shift', headerName: 'Shift', width: 120 },
  { field: 'station', headerName: 'Station', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function RowGroupingRecipeGroupMembers() {
  const apiRef = useGridApiRef();
  const [group, setGroup] = React.useState<{
    label: string;
    members: Volunteer[];
  } | null>(null);

  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') return;
    // The rows of the group as the reader sees them: filtered and sorted like the grid.
    const ids = apiRef.current.getRowGroupChildren({
      groupId: params.id,
      applyFiltering: true,
      applySorting: true,
    });
    const members = ids
      .map((id) => apiRef.current.getRow<Volunteer>(id))
      .filter((row): row is Volunteer => row !== null);
    setGroup({ label: `${node.groupingField}: ${String(node.groupingKey)}`, members });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // Grouped rows are announced as a tree (treegrid role), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['shift', 'station'] },
            columns: { columnVisibilityModel: { shift: false, station: false } },
          }}
          defaultGroupingExpansionDepth={1}
          onRowClick={handleRowClick}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 120 }}>
        <Typography variant="subtitle2" component="p">
          {group ? `${group.members.length} in ${group.label}` : 'Click a group row'}
        </Typography>
        {group && (
          <List dense disablePadding>
            {group.members.map((member) => (
              <ListItem key={member.id} disableGutters>
                <ListItemText primary={member.name} secondary={member.email} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
