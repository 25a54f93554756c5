import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const BOOKS = [
  'Dune',
  'Emma',
  'Ulysses',
  'Beloved',
  'Middlemarch',
  'Rebecca',
  'Persuasion',
  'Walden',
  'Dracula',
  'Ivanhoe',
  'Kidnapped',
  'Frankenstein',
  'Moby-Dick',
  'Nostromo',
];
const PER_PAGE = 4;
const PAGE_COUNT = Math.ceil(BOOKS.length / PER_PAGE);

export default function PaginationControlled() {
  const [page, setPage] = React.useState(1);
  const first = (page - 1) * PER_PAGE;
  const shown = BOOKS.slice(first, first + PER_PAGE);

  return (
    <Stack spacing={1}>
      <List dense aria-label="Books">
        {shown.map((title) => (
          <ListItem key={title}>
            <ListItemText primary={title} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" aria-live="polite">
        Page {page} of {PAGE_COUNT}: books {first + 1} to {first + shown.length} of{' '}
        {BOOKS.length}
      </Typography>
      <Pagination
        count={PAGE_COUNT}
        page={page}
        onChange={(_event, value: number) => setPage(value)}
        showFirstButton
        showLastButton
        color="primary"
        aria-label="Book pages"
      />
    </Stack>
  );
}
