import * as React from 'react';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function GuideApiControlled() {
  const [page, setPage] = React.useState(1);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="p" variant="body2">
          Uncontrolled: starts at page 2 (<code>defaultPage</code>) and keeps its own
          state.
        </Typography>
        <Pagination count={5} defaultPage={2} aria-label="Uncontrolled pagination" />
      </Stack>
      <Stack spacing={1}>
        <Typography component="p" variant="body2">
          Controlled: the page lives in the parent (<code>page</code> and{' '}
          <code>onChange</code>).
        </Typography>
        <Pagination
          count={5}
          page={page}
          onChange={(_event, value) => setPage(value)}
          color="primary"
          aria-label="Controlled pagination"
        />
        <Typography component="p" variant="body2" aria-live="polite">
          Parent state: page {page}
        </Typography>
      </Stack>
      <Button
        variant="outlined"
        onClick={() => setPage(1)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to page 1
      </Button>
    </Stack>
  );
}
