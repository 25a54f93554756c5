import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SAMPLES = [
  { label: 'Elevation, rounded', props: {} },
  { label: 'Elevation, square', props: { square: true } },
  { label: 'Outlined, rounded', props: { variant: 'outlined' as const } },
  { label: 'Outlined, square', props: { variant: 'outlined' as const, square: true } },
];

export default function PaperVariants() {
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ p: 1 }}>
      {SAMPLES.map(({ label, props }) => (
        <Paper key={label} {...props} sx={{ width: 140, height: 80, p: 1.5 }}>
          <Typography variant="body2">{label}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
