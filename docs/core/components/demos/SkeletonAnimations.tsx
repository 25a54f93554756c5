import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ANIMATIONS = [
  { animation: 'pulse', label: 'pulse (default)' },
  { animation: 'wave', label: 'wave' },
  { animation: false, label: 'false (no animation)' },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {ANIMATIONS.map(({ animation, label }) => (
        <Stack key={label} spacing={0.5}>
          <Typography variant="body2">{label}</Typography>
          <Skeleton variant="rounded" height={40} animation={animation} aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}
