import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const RANGES = [
  { siblingCount: 1, boundaryCount: 1, note: 'the defaults' },
  { siblingCount: 0, boundaryCount: 1, note: 'no siblings, fits a phone' },
  { siblingCount: 2, boundaryCount: 1, note: 'two siblings' },
  { siblingCount: 1, boundaryCount: 2, note: 'two pages at each end' },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {RANGES.map(({ siblingCount, boundaryCount, note }) => (
        <div key={note}>
          <Typography variant="body2" color="text.secondary">
            siblingCount={siblingCount}, boundaryCount={boundaryCount} ({note})
          </Typography>
          <Pagination
            count={20}
            defaultPage={10}
            siblingCount={siblingCount}
            boundaryCount={boundaryCount}
            size="small"
            aria-label={`Pages with ${note}`}
          />
        </div>
      ))}
    </Stack>
  );
}
