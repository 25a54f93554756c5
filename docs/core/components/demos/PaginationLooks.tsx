import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationLooks() {
  return (
    <Stack spacing={2}>
      {/* Each navigation landmark gets its own name. */}
      <Pagination count={8} aria-label="Text, circular" />
      <Pagination count={8} color="primary" aria-label="Text, circular, primary" />
      <Pagination count={8} variant="outlined" aria-label="Outlined, circular" />
      <Pagination
        count={8}
        variant="outlined"
        shape="rounded"
        color="secondary"
        aria-label="Outlined, rounded"
      />
      <Pagination count={8} shape="rounded" disabled aria-label="Disabled" />
    </Stack>
  );
}
