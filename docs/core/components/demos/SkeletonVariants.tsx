import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SkeletonVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320 }}>
      {/* The placeholders are decoration: screen readers skip them. */}
      <Stack spacing={1} aria-hidden>
        {/* text follows the font size; the others need a width and a height. */}
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="circular" width={48} height={48} />
        <Skeleton variant="rectangular" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        From the top: text, circular, rectangular and rounded.
      </Typography>
    </Stack>
  );
}
