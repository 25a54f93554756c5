import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridRowModel,
} from '@mui/x-data-grid-pro';

// ---------------------------------------------------------------------------
// Fake directory service: departments contain teams, teams contain people.
// Each request returns ONE level: the children of the path in `groupKeys`.
// ---------------------------------------------------------------------------

interface DirectoryEntry {
  id: string;
  name: string;
  kind: 'Department' | 'Team' | 'Person';
  location: string;
  /** How many direct children the server holds for this entry. */
  childCount: number;
}

interface DirectoryNode {
  name: string;
  kind: DirectoryEntry['kind'];
  location: string;
  children?: DirectoryNode[];
}

const DIRECTORY: DirectoryNode[] = [
  {
    name: 'Engineering',
    kind: 'Department',
    location: 'Lisbon',
    children: [
      {
        name: 'Grid team',
        kind: 'Team',
        location: 'Lisbon',
        children: [
          { name: 'Kwame Mensah', kind: 'Person', location: 'Lisbon' },
          { name: 'Lena Park', kind: 'Person', location: 'Remote' },
          { name: 'Ines Bauer', kind: 'Person', location: 'Berlin' },
        ],
      },
      {
        name: 'Charts team',
        kind: 'Team',
        location: 'Berlin',
        children: [
          { name: 'Sofia Costa', kind: 'Person', location: 'Berlin' },
          { name: 'Ravi Iyer', kind: 'Person', location: 'Remote' },
        ],
      },
    ],
  },
  {
    name: 'Design',
    kind: 'Department',
    location: 'Paris',
    children: [
      {
        name: 'Product design',
        kind: 'Team',
        location: 'Paris',
        children: [
          { name: 'Amélie Roux', kind: 'Person', location: 'Paris' },
          { name: 'Mei Chen', kind: 'Person', location: 'Paris' },
        ],
      },
    ],
  },
  {
    name: 'Support',
    kind: 'Department',
    location: 'Porto',
    children: [
      { name: 'Hana Kim', kind: 'Person', location: 'Porto' },
      { name: 'Jonas Berg', kind: 'Person', location: 'Stockholm' },
    ],
  },
];

function childrenAt(path: string[]): { nodes: DirectoryNode[]; prefix: string } {
  let level = DIRECTORY;
  for (const key of path) {
    level = level.find((node) => node.name === key)?.children ?? [];
  }
  return { nodes: level, prefix: path.join('/') };
}

function fetchDirectoryLevel(
  params: GridGetRowsParams,
  fail: boolean,
): Promise<GridGetRowsResponse> {
  const path = params.groupKeys ?? [];
  const { nodes, prefix } = childrenAt(path);
  const rows: DirectoryEntry[] = nodes.map((node) => ({
    // Ids must be unique in the whole tree, not only among siblings.
    id: prefix ? `${prefix}/${node.name}` : node.name,
    name: node.name,
    kind: node.kind,
    location: node.location,
    childCount: node.children?.length ?? 0,
  }));
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof DirectoryEntry;
    rows.sort(
      (a, b) =>
        String(a[field]).localeCompare(String(b[field])) *
        (sort.sort === 'desc' ? -1 : 1),
    );
  }
  return new Promise((resolve, reject) => {
    setTimeout(
      () =>
        fail
          ? reject(new Error('Timed out while loading this group.'))
          : resolve({ rows, rowCount: rows.length }),
      500,
    );
  });
}

// ---------------------------------------------------------------------------

const columns: GridColDef<DirectoryEntry>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'location', headerName: 'Location', width: 130 },
];

export default function ServerSideTreeDataDirectory() {
  const [failNextChildRequest, setFailNextChildRequest] = React.useState(false);
  const failRef = React.useRef(failNextChildRequest);
  failRef.current = failNextChildRequest;
  const [log, setLog] = React.useState<{ key: number; text: string }[]>([]);
  const counter = React.useRef(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const groupKeys = params.groupKeys ?? [];
        const fail = groupKeys.length > 0 && failRef.current;
        if (fail) setFailNextChildRequest(false);
        counter.current += 1;
        const entry = {
          key: counter.current,
          text: `groupKeys: ${JSON.stringify(groupKeys)}${fail ? ' (fails)' : ''}`,
        };
        setLog((previous) => [entry, ...previous].slice(0, 4));
        return fetchDirectoryLevel(params, fail);
      },
      // The key of a row among its siblings; the grid builds each row's path from these keys.
      getGroupKey: (row: GridRowModel) => (row as DirectoryEntry).name,
      // Rows with children get an expand button and the count next to their name.
      getChildrenCount: (row: GridRowModel) => (row as DirectoryEntry).childCount,
    }),
    [],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failNextChildRequest}
            onChange={(event) => setFailNextChildRequest(event.target.checked)}
          />
        }
        label="Fail the next request for a group's children"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          columns={columns}
          unstable_dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 240 }}
          disableColumnFilter
          hideFooter
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p">
          Calls to getRows (latest first)
        </Typography>
        <List dense disablePadding aria-live="polite">
          {log.map((entry) => (
            <ListItem
              key={entry.key}
              disableGutters
              sx={{ fontFamily: 'monospace', fontSize: 13 }}
            >
              {`#${entry.key} ${entry.text}`}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
