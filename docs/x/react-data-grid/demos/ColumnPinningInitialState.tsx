import * as React from 'react';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  email: string;
  role: string;
  team: string;
  city: string;
  country: string;
  joined: Date;
  projects: number;
  utilization: number;
  manager: string;
  favorite: boolean;
}

const NAMES = [
  'Adaeze Obi',
  'Bjorn Aas',
  'Carmen Vidal',
  'Daniel Kim',
  'Elif Demir',
  'Farid Haddad',
  'Greta Lind',
  'Hugo Martin',
  'Isla Reid',
  'Jamal Price',
  'Keiko Mori',
  'Luca Greco',
];
const ROLES = ['Engineer', 'Designer', 'Product manager', 'Data analyst'];
const TEAMS = ['Payments', 'Search', 'Mobile', 'Growth'];
const PLACES: Array<[string, string]> = [
  ['Lagos', 'Nigeria'],
  ['Oslo', 'Norway'],
  ['Valencia', 'Spain'],
  ['Seoul', 'South Korea'],
  ['Izmir', 'Türkiye'],
  ['Amman', 'Jordan'],
];
const MANAGERS = ['R. Silva', 'M. Novak', 'T. Osei'];

const initialRows: Member[] = NAMES.map((name, index) => {
  const [city, country] = PLACES[index % PLACES.length];
  return {
    id: index + 1,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    role: ROLES[index % ROLES.length],
    team: TEAMS[(index * 3) % TEAMS.length],
    city,
    country,
    joined: new Date(2017 + (index % 7), (index * 5) % 12, 1 + ((index * 7) % 27)),
    projects: 2 + ((index * 5) % 7),
    utilization: 55 + ((index * 13) % 45),
    manager: MANAGERS[index % MANAGERS.length],
    favorite: false,
  };
});

const joinedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
});

export default function ColumnPinningInitialState() {
  const [rows, setRows] = React.useState<Member[]>(initialRows);

  const columns = React.useMemo<GridColDef<Member>[]>(() => {
    const remove = (id: GridRowId) => () =>
      setRows((current) => current.filter((row) => row.id !== id));
    const toggleFavorite = (id: GridRowId) => () =>
      setRows((current) =>
        current.map((row) => (row.id === id ? { ...row, favorite: !row.favorite } : row)),
      );
    return [
      { field: 'name', headerName: 'Member', width: 160 },
      { field: 'email', headerName: 'Email', width: 200 },
      { field: 'role', headerName: 'Role', width: 150 },
      { field: 'team', headerName: 'Team', width: 120 },
      { field: 'city', headerName: 'City', width: 120 },
      { field: 'country', headerName: 'Country', width: 130 },
      {
        field: 'joined',
        headerName: 'Joined',
        type: 'date',
        width: 120,
        valueFormatter: (value: Date) => joinedFormat.format(value),
      },
      { field: 'projects', headerName: 'Projects', type: 'number', width: 100 },
      {
        field: 'utilization',
        headerName: 'Utilization',
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => `${value}%`,
      },
      { field: 'manager', headerName: 'Manager', width: 130 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="favorite"
            icon={row.favorite ? <StarIcon color="warning" /> : <StarBorderIcon />}
            label={
              row.favorite
                ? `Remove ${row.name} from favorites`
                : `Add ${row.name} to favorites`
            }
            onClick={toggleFavorite(id)}
          />,
          <GridActionsCellItem
            key="remove"
            icon={<DeleteIcon />}
            label={`Remove ${row.name}`}
            onClick={remove(id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        initialState={{
          pinnedColumns: {
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'],
            right: ['actions'],
          },
        }}
      />
    </Box>
  );
}
