import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  price: number;
  rating: number;
  published: Date;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'Salt and Signal',
    price: 18.5,
    rating: 4.2,
    published: new Date(2021, 2, 14),
  },
  {
    id: 2,
    title: 'The Glass Orchard',
    price: 24,
    rating: 4.7,
    published: new Date(2023, 8, 1),
  },
  {
    id: 3,
    title: 'Night Ferry',
    price: 12.99,
    rating: 3.9,
    published: new Date(2019, 10, 20),
  },
  {
    id: 4,
    title: 'A Map of Small Rivers',
    price: 31,
    rating: 4.5,
    published: new Date(2022, 4, 9),
  },
  {
    id: 5,
    title: 'Copper Season',
    price: 15.75,
    rating: 4.8,
    published: new Date(2020, 0, 30),
  },
  {
    id: 6,
    title: 'Lanterns Underwater',
    price: 21.4,
    rating: 3.6,
    published: new Date(2024, 1, 17),
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
];

/** Orderings offered outside the grid, each one a complete sort model. */
const PRESETS: Record<string, GridSortModel> = {
  newest: [{ field: 'published', sort: 'desc' }],
  cheapest: [{ field: 'price', sort: 'asc' }],
  best: [{ field: 'rating', sort: 'desc' }],
};

function presetOf(model: GridSortModel): string {
  const match = Object.entries(PRESETS).find(
    ([, preset]) =>
      preset[0].field === model[0]?.field && preset[0].sort === model[0]?.sort,
  );
  if (match) return match[0];
  return model.length === 0 ? 'none' : 'custom';
}

export default function SortingControlledModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(PRESETS.newest);

  const handlePresetChange = (event: SelectChangeEvent) => {
    const next = event.target.value;
    if (next === 'none') setSortModel([]);
    else if (PRESETS[next]) setSortModel(PRESETS[next]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 2, minWidth: 220 }}>
        <InputLabel id="sorting-controlled-preset-label">Order by</InputLabel>
        <Select
          labelId="sorting-controlled-preset-label"
          label="Order by"
          value={presetOf(sortModel)}
          onChange={handlePresetChange}
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="cheapest">Price: low to high</MenuItem>
          <MenuItem value="best">Best rated</MenuItem>
          <MenuItem value="none">Original order</MenuItem>
          <MenuItem value="custom" disabled>
            Custom (set from a header)
          </MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        sortModel: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Box>
  );
}
