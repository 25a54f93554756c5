import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// warning and info are left out: with their default light shades, small text on them (or in them, when
// outlined) has too little contrast.
const COLORS = ['default', 'primary', 'secondary', 'success', 'error'] as const;
const VARIANTS = ['filled', 'outlined'] as const;

export default function ChipVariantsColors() {
  return (
    <Stack spacing={2}>
      {VARIANTS.map((variant) => (
        <Stack key={variant} spacing={1}>
          <Typography variant="subtitle2" component="p">
            variant=&quot;{variant}&quot;
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {COLORS.map((color) => (
              <Chip key={color} label={color} color={color} variant={variant} />
            ))}
          </Stack>
        </Stack>
      ))}
      <Typography variant="subtitle2" component="p">
        Sizes
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Chip label="small" size="small" color="primary" />
        <Chip label="medium (default)" color="primary" />
        <Chip label="small outlined" size="small" variant="outlined" color="primary" />
      </Stack>
    </Stack>
  );
}
