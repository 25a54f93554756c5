import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Home from '@mui/icons-material/Home';

const COLORS = [
  'primary',
  'secondary',
  'success',
  'error',
  'action',
  'disabled',
] as const;

export default function SvgIconSizesColors() {
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Home fontSize="small" />
        <Home />
        <Home fontSize="large" />
        <Typography
          variant="h4"
          component="p"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Home fontSize="inherit" /> Home
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {COLORS.map((color) => (
          <Home key={color} color={color} />
        ))}
        <Home htmlColor="teal" />
        <Home sx={{ color: 'info.dark' }} />
      </Stack>
    </Stack>
  );
}
