import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  publisher: string;
  year: number;
  pages: number;
  rating: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    publisher: 'Bloomsbury',
    year: 2020,
    pages: 272,
    rating: 4.3,
  },
  {
    id: 2,
    title: 'The Overstory',
    author: 'Richard Powers',
    publisher: 'Norton',
    year: 2018,
    pages: 502,
    rating: 4.1,
  },
  {
    id: 3,
    title: 'Klara and the Sun',
    author: 'Kazuo Ishiguro',
    publisher: 'Faber',
    year: 2021,
    pages: 303,
    rating: 3.9,
  },
  {
    id: 4,
    title: 'Circe',
    author: 'Madeline Miller',
    publisher: 'Little, Brown',
    year: 2018,
    pages: 393,
    rating: 4.3,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 160 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'publisher', headerName: 'Publisher', width: 120 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Columns of this group can be dragged anywhere, also out of the group.
    groupId: 'book',
    headerName: 'Book (free reordering)',
    freeReordering: true,
    children: [{ field: 'title' }, { field: 'author' }],
  },
  {
    // Columns of this group can only be reordered among themselves.
    groupId: 'edition',
    headerName: 'Edition (kept together)',
    children: [{ field: 'publisher' }, { field: 'year' }, { field: 'pages' }],
  },
];

export default function ColumnGroupsReorderRules() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
