import * as React from 'react';
import Box from '@mui/material/Box';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DataGrid, GridActionsCellItem, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Device {
  id: number;
  name: string;
  batteryPct: number;
  purchased: Date;
  lastSeen: Date;
  managed: boolean;
  os: 'ios' | 'android' | 'windows' | 'macos';
}

const OS_OPTIONS = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
  { value: 'windows', label: 'Windows' },
  { value: 'macos', label: 'macOS' },
];

const initialRows: Device[] = [
  {
    id: 1,
    name: 'Reception tablet',
    batteryPct: 82,
    purchased: new Date(2022, 4, 17),
    lastSeen: new Date(2024, 5, 3, 9, 12),
    managed: true,
    os: 'android',
  },
  {
    id: 2,
    name: 'Design laptop',
    batteryPct: 46,
    purchased: new Date(2023, 0, 9),
    lastSeen: new Date(2024, 5, 3, 17, 40),
    managed: true,
    os: 'macos',
  },
  {
    id: 3,
    name: 'Warehouse scanner',
    batteryPct: 15,
    purchased: new Date(2021, 8, 30),
    lastSeen: new Date(2024, 4, 28, 6, 5),
    managed: false,
    os: 'android',
  },
  {
    id: 4,
    name: 'Sales phone',
    batteryPct: 67,
    purchased: new Date(2023, 10, 2),
    lastSeen: new Date(2024, 5, 2, 21, 18),
    managed: true,
    os: 'ios',
  },
  {
    id: 5,
    name: 'Meeting room PC',
    batteryPct: 100,
    purchased: new Date(2020, 2, 11),
    lastSeen: new Date(2024, 5, 1, 12, 0),
    managed: false,
    os: 'windows',
  },
];

export default function ColumnTypesGallery() {
  const [rows, setRows] = React.useState<Device[]>(initialRows);

  const columns = React.useMemo<GridColDef<Device>[]>(() => {
    const remove = (id: GridRowId) => () =>
      setRows((current) => current.filter((row) => row.id !== id));
    const duplicate = (id: GridRowId) => () =>
      setRows((current) => {
        const source = current.find((row) => row.id === id);
        if (!source) return current;
        const nextId = Math.max(...current.map((row) => row.id)) + 1;
        return [...current, { ...source, id: nextId, name: `${source.name} (copy)` }];
      });

    return [
      { field: 'name', headerName: 'Name (string)', width: 190, editable: true },
      {
        field: 'batteryPct',
        headerName: 'Battery % (number)',
        type: 'number',
        width: 160,
        editable: true,
      },
      {
        field: 'purchased',
        headerName: 'Purchased (date)',
        type: 'date',
        width: 150,
        editable: true,
      },
      {
        field: 'lastSeen',
        headerName: 'Last seen (dateTime)',
        type: 'dateTime',
        width: 200,
        editable: true,
      },
      {
        field: 'managed',
        headerName: 'Managed (boolean)',
        type: 'boolean',
        width: 150,
        editable: true,
      },
      {
        field: 'os',
        headerName: 'OS (singleSelect)',
        type: 'singleSelect',
        valueOptions: OS_OPTIONS,
        width: 160,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${params.row.name}`}
            onClick={remove(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            onClick={duplicate(params.id)}
            showInMenu
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Device) => {
          setRows((current) =>
            current.map((row) => (row.id === updated.id ? updated : row)),
          );
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
