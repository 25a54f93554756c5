import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

const COLORS = ['primary', 'secondary', 'success', 'inherit'] as const;
// No 'inherit' bar: in 5.18.0 it writes `background-color: none`, which is not valid CSS.
const BAR_COLORS = ['primary', 'secondary', 'success'] as const;

export default function ProgressIndeterminate() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="center">
        {COLORS.map((color) => (
          <CircularProgress
            key={color}
            color={color}
            aria-label={`Loading (${color} color)`}
          />
        ))}
      </Stack>
      <Stack spacing={2}>
        {BAR_COLORS.map((color) => (
          <LinearProgress
            key={color}
            color={color}
            aria-label={`Loading (${color} color)`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
