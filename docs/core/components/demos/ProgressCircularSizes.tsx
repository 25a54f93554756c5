import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SHAPES = [
  { label: 'size 24', size: 24, thickness: 3.6 },
  { label: 'size 40 (default)', size: 40, thickness: 3.6 },
  { label: 'size 56, thickness 5', size: 56, thickness: 5 },
  { label: 'size 56, thickness 2', size: 56, thickness: 2 },
];

export default function ProgressCircularSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="flex-end">
      {SHAPES.map((shape) => (
        <Stack key={shape.label} alignItems="center" spacing={1}>
          <CircularProgress
            size={shape.size}
            thickness={shape.thickness}
            aria-label={`Loading, ${shape.label}`}
          />
          <Typography variant="caption">{shape.label}</Typography>
        </Stack>
      ))}
      <Stack alignItems="center" spacing={1}>
        <CircularProgress disableShrink aria-label="Loading, without shrinking" />
        <Typography variant="caption">disableShrink</Typography>
      </Stack>
    </Stack>
  );
}
