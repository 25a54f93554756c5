import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  minutes: number;
  servings: number;
  ingredients: string;
}

const rows: Recipe[] = [
  {
    id: 1,
    name: 'Shakshuka',
    minutes: 30,
    servings: 2,
    ingredients: 'eggs, tomatoes, peppers, cumin',
  },
  {
    id: 2,
    name: 'Dal tadka',
    minutes: 40,
    servings: 4,
    ingredients: 'yellow lentils, ghee, garlic, chilli',
  },
  {
    id: 3,
    name: 'Pasta e ceci',
    minutes: 35,
    servings: 3,
    ingredients: 'chickpeas, ditalini, rosemary',
  },
  {
    id: 4,
    name: 'Bibimbap',
    minutes: 50,
    servings: 2,
    ingredients: 'rice, spinach, carrot, gochujang, egg',
  },
  {
    id: 5,
    name: 'Ful medames',
    minutes: 20,
    servings: 2,
    ingredients: 'fava beans, lemon, olive oil, parsley',
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 100 },
];

export default function ComponentsRowSlotProps() {
  const [previewId, setPreviewId] = React.useState<GridRowId | null>(null);
  const preview = rows.find((row) => row.id === previewId);

  // Every row element carries its id in `data-id`; read it from the element that fired the event.
  const showRow = React.useCallback((event: React.SyntheticEvent<HTMLDivElement>) => {
    setPreviewId(Number(event.currentTarget.dataset.id));
  }, []);
  const hideRow = React.useCallback(() => setPreviewId(null), []);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 360, flex: 2, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slotProps={{
            row: { onMouseEnter: showRow, onMouseLeave: hideRow, onFocus: showRow },
          }}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        {preview ? (
          <>
            <Typography variant="subtitle1" component="p">
              {preview.name}
            </Typography>
            <Typography variant="body2">{`Ingredients: ${preview.ingredients}.`}</Typography>
          </>
        ) : (
          <Typography variant="body2">
            Point at a row, or move into it with the keyboard, to preview its ingredients.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
