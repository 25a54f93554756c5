import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Pagination count={5} size="small" aria-label="Small pages" />
      <Pagination count={5} aria-label="Medium pages" />
      <Pagination count={5} size="large" aria-label="Large pages" />
    </Stack>
  );
}
