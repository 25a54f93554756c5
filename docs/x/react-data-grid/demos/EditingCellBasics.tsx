import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const ROLES = ['Designer', 'Developer', 'Researcher', 'Writer'] as const;

interface Member {
  id: number;
  name: string;
  role: (typeof ROLES)[number];
  hoursPerWeek: number;
  startDate: Date;
  onCall: boolean;
}

const initialRows: Member[] = [
  {
    id: 1,
    name: 'Astrid Holm',
    role: 'Developer',
    hoursPerWeek: 40,
    startDate: new Date(2021, 8, 1),
    onCall: true,
  },
  {
    id: 2,
    name: 'Kofi Boateng',
    role: 'Designer',
    hoursPerWeek: 32,
    startDate: new Date(2022, 1, 14),
    onCall: false,
  },
  {
    id: 3,
    name: 'Mariana Lopes',
    role: 'Researcher',
    hoursPerWeek: 24,
    startDate: new Date(2020, 4, 4),
    onCall: false,
  },
  {
    id: 4,
    name: 'Yusuf Demir',
    role: 'Developer',
    hoursPerWeek: 40,
    startDate: new Date(2023, 10, 20),
    onCall: true,
  },
  {
    id: 5,
    name: 'Clara Weiss',
    role: 'Writer',
    hoursPerWeek: 20,
    startDate: new Date(2019, 6, 8),
    onCall: false,
  },
];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: [...ROLES],
    width: 130,
    editable: true,
  },
  {
    field: 'hoursPerWeek',
    headerName: 'Hours / week',
    type: 'number',
    width: 130,
    editable: true,
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 150,
    editable: true,
    valueFormatter: (value: Date) => day.format(value),
  },
  { field: 'onCall', headerName: 'On call', type: 'boolean', width: 100, editable: true },
];

/** Readable text for a value of the log. */
function show(value: unknown): string {
  if (value instanceof Date) return day.format(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

export default function EditingCellBasics() {
  const [rows, setRows] = React.useState<Member[]>(initialRows);
  const [log, setLog] = React.useState<string[]>([]);

  // Called with the edited row when a cell leaves edit mode. Whatever it returns is what the grid keeps.
  const processRowUpdate = (newRow: Member, oldRow: Member): Member => {
    const changes = columns
      .filter(
        ({ field }) =>
          show(newRow[field as keyof Member]) !== show(oldRow[field as keyof Member]),
      )
      .map(
        ({ field, headerName }) =>
          `${oldRow.name}: ${headerName} ${show(oldRow[field as keyof Member])} → ${show(newRow[field as keyof Member])}`,
      );
    if (changes.length > 0) setLog((previous) => [...changes, ...previous].slice(0, 5));
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography
        variant="subtitle2"
        component="p"
        id="editing-cell-basics-log"
        sx={{ mt: 2 }}
      >
        Changes saved by processRowUpdate
      </Typography>
      <Box role="log" aria-labelledby="editing-cell-basics-log">
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ py: 1 }}>
            Nothing yet: double-click a cell, change it and press Enter.
          </Typography>
        ) : (
          <List dense>
            {log.map((entry, index) => (
              <ListItem key={`${log.length - index}-${entry}`}>{entry}</ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
