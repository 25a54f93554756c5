import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  title: string;
  cuisine: string;
  mainIngredient: string;
  minutes: number;
}

const rows: Recipe[] = [
  {
    id: 1,
    title: 'Green curry with tofu',
    cuisine: 'Thai',
    mainIngredient: 'Tofu',
    minutes: 35,
  },
  {
    id: 2,
    title: 'Lemon roast chicken',
    cuisine: 'British',
    mainIngredient: 'Chicken',
    minutes: 90,
  },
  {
    id: 3,
    title: 'Chicken tikka masala',
    cuisine: 'Indian',
    mainIngredient: 'Chicken',
    minutes: 50,
  },
  {
    id: 4,
    title: 'Sweet potato soup',
    cuisine: 'Caribbean',
    mainIngredient: 'Sweet potato',
    minutes: 40,
  },
  {
    id: 5,
    title: 'Roast sweet potato salad',
    cuisine: 'Australian',
    mainIngredient: 'Sweet potato',
    minutes: 45,
  },
  {
    id: 6,
    title: 'Tofu pad thai',
    cuisine: 'Thai',
    mainIngredient: 'Rice noodles',
    minutes: 30,
  },
  {
    id: 7,
    title: 'Potato gratin',
    cuisine: 'French',
    mainIngredient: 'Potato',
    minutes: 75,
  },
  {
    id: 8,
    title: 'Lemon risotto',
    cuisine: 'Italian',
    mainIngredient: 'Rice',
    minutes: 35,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'title', headerName: 'Recipe', flex: 1, minWidth: 200 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'mainIngredient', headerName: 'Main ingredient', width: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

/**
 * Splits the input into words, but keeps "double-quoted phrases" together:
 * `"sweet potato" soup` gives ['sweet potato', 'soup'].
 */
function parsePhrases(input: string): string[] {
  const values: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  let match = pattern.exec(input);
  while (match !== null) {
    const value = (match[1] ?? match[2]).trim();
    if (value) values.push(value);
    match = pattern.exec(input);
  }
  return values;
}

/** The reverse, used when the model changes from elsewhere: multi-word values get their quotes back. */
function formatPhrases(values: unknown[]): string {
  return values
    .map((value) => (String(value).includes(' ') ? `"${value}"` : String(value)))
    .join(' ');
}

function PhraseToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter
        quickFilterParser={parsePhrases}
        quickFilterFormatter={formatPhrases}
        debounceMs={300}
        sx={{ width: 320 }}
      />
    </GridToolbarContainer>
  );
}

export default function QuickFilterPhrases() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['sweet potato'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  const handleLogicChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const operator =
      event.target.value === 'or' ? GridLogicOperator.Or : GridLogicOperator.And;
    setFilterModel((model) => ({ ...model, quickFilterLogicOperator: operator }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Rows must match"
        value={filterModel.quickFilterLogicOperator ?? GridLogicOperator.And}
        onChange={handleLogicChange}
      >
        <FormControlLabel value="and" control={<Radio />} label="Match every value" />
        <FormControlLabel value="or" control={<Radio />} label="Match any value" />
      </RadioGroup>
      <Box sx={{ height: 420, mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: PhraseToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
