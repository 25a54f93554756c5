import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCellItem,
  GridCellParams,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  meal: 'Fish' | 'Vegetarian' | 'Vegan';
  confirmed: boolean;
}

const initialRows: Guest[] = [
  { id: 1, name: 'Anouk de Vries', table: 1, meal: 'Fish', confirmed: true },
  { id: 2, name: 'Bashir Rahimi', table: 1, meal: 'Vegetarian', confirmed: false },
  { id: 3, name: 'Carla Mendes', table: 2, meal: 'Vegan', confirmed: true },
  { id: 4, name: 'Dawit Bekele', table: 2, meal: 'Fish', confirmed: true },
  { id: 5, name: 'Elif Yıldız', table: 3, meal: 'Vegetarian', confirmed: false },
  { id: 6, name: 'Finn Murphy', table: 3, meal: 'Fish', confirmed: true },
];

export default function AccessibilityKeyboardPractice() {
  const [rows, setRows] = React.useState(initialRows);
  const [lastKey, setLastKey] = React.useState(
    'Click a cell, then use the keys from the table below.',
  );

  const removeGuest = React.useCallback(
    (id: GridRowId) => () =>
      setRows((previous) => previous.filter((row) => row.id !== id)),
    [],
  );

  const columns = React.useMemo<GridColDef<Guest>[]>(
    () => [
      { field: 'name', headerName: 'Guest', flex: 1, minWidth: 160, editable: true },
      { field: 'table', headerName: 'Table', type: 'number', width: 90, editable: true },
      {
        field: 'meal',
        headerName: 'Meal',
        type: 'singleSelect',
        valueOptions: ['Fish', 'Vegetarian', 'Vegan'],
        width: 130,
        editable: true,
      },
      {
        field: 'confirmed',
        headerName: 'Confirmed',
        type: 'boolean',
        width: 110,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="remove"
            icon={<DeleteOutlineIcon />}
            label={`Remove ${params.row.name}`}
            onClick={removeGuest(params.id)}
          />,
        ],
      },
    ],
    [removeGuest],
  );

  const describeKey = React.useCallback(
    (params: GridCellParams<Guest>, event: React.KeyboardEvent) => {
      const modifiers = [
        event.ctrlKey && 'Ctrl',
        event.metaKey && 'Cmd',
        event.shiftKey && 'Shift',
        event.altKey && 'Alt',
      ]
        .filter(Boolean)
        .join(' + ');
      const key = event.key === ' ' ? 'Space' : event.key;
      setLastKey(
        `${modifiers ? `${modifiers} + ` : ''}${key} in the ${params.colDef.headerName ?? params.field} cell of ${params.row.name}`,
      );
    },
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">{lastKey}</Typography>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid
          aria-label="Wedding guests"
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          onCellKeyDown={describeKey}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
