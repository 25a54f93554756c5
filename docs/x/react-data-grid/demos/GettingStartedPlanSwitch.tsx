import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';

type Plan = 'community' | 'pro' | 'premium';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'Fiction' | 'Science' | 'History';
  pages: number;
  year: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    genre: 'Fiction',
    pages: 304,
    year: 1969,
  },
  {
    id: 2,
    title: 'A Brief History of Time',
    author: 'Stephen Hawking',
    genre: 'Science',
    pages: 212,
    year: 1988,
  },
  {
    id: 3,
    title: 'The Guns of August',
    author: 'Barbara W. Tuchman',
    genre: 'History',
    pages: 640,
    year: 1962,
  },
  {
    id: 4,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    genre: 'Fiction',
    pages: 345,
    year: 1993,
  },
  {
    id: 5,
    title: 'The Selfish Gene',
    author: 'Richard Dawkins',
    genre: 'Science',
    pages: 360,
    year: 1976,
  },
  {
    id: 6,
    title: 'SPQR',
    author: 'Mary Beard',
    genre: 'History',
    pages: 608,
    year: 2015,
  },
  {
    id: 7,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    genre: 'Fiction',
    pages: 258,
    year: 1989,
  },
  {
    id: 8,
    title: 'Silent Spring',
    author: 'Rachel Carson',
    genre: 'Science',
    pages: 378,
    year: 1962,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: ['Fiction', 'Science', 'History'],
    width: 110,
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

const WHAT_CHANGES: Record<Plan, string> = {
  community:
    'DataGrid (MIT): sort by one column, one filter at a time, pages of up to 100 rows.',
  pro: 'DataGridPro: Shift+click a second header to sort by two columns, pin or reorder columns from the column menu or by dragging.',
  premium:
    'DataGridPremium: everything in Pro, plus "Group by" and aggregation entries in each column menu and Excel export.',
};

export default function GettingStartedPlanSwitch() {
  const [plan, setPlan] = React.useState<Plan>('community');
  // The three components accept the same props; only the import differs.
  const gridProps = {
    rows,
    columns,
    initialState: {
      sorting: { sortModel: [{ field: 'year' as const, sort: 'asc' as const }] },
    },
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={plan}
        onChange={(_event, next: Plan | null) => {
          if (next) setPlan(next);
        }}
        aria-label="Data Grid plan"
      >
        <ToggleButton value="community">DataGrid</ToggleButton>
        <ToggleButton value="pro">DataGridPro</ToggleButton>
        <ToggleButton value="premium">DataGridPremium</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" role="status">
        {WHAT_CHANGES[plan]}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        {plan === 'community' && <DataGrid {...gridProps} />}
        {plan === 'pro' && <DataGridPro {...gridProps} />}
        {plan === 'premium' && <DataGridPremium {...gridProps} />}
      </Box>
    </Stack>
  );
}
