import React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { CATEGORIES, type Category } from './posts';

interface Props {
  query: string;
  onQueryChange(query: string): void;
  category: Category | null;
  onCategoryChange(category: Category | null): void;
}

const ALL = 'all';

/** A search field and the categories as pressed-state buttons ("All" clears the category). */
export default function PostFilters({ query, onQueryChange, category, onCategoryChange }: Props): React.JSX.Element {
  return (
    <Box
      role="search"
      aria-label="Posts"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <ToggleButtonGroup
        value={category ?? ALL}
        exclusive
        size="small"
        color="primary"
        aria-label="Category"
        onChange={(_event, next: Category | typeof ALL | null) => {
          if (next !== null) onCategoryChange(next === ALL ? null : next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value={ALL}>All</ToggleButton>
        {CATEGORIES.map((item) => (
          <ToggleButton key={item} value={item}>
            {item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        type="search"
        label="Search posts"
        size="small"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        sx={{ width: { xs: '100%', md: 280 } }}
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        }}
      />
    </Box>
  );
}
