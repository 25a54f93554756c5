import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const SIZES: readonly NonNullable<ButtonProps['size']>[] = ['small', 'medium', 'large'];
// warning and info are left out: their default light shades are too pale for small text on white.
const COLORS: readonly NonNullable<ButtonProps['color']>[] = [
  'primary',
  'secondary',
  'success',
  'error',
];

export default function ButtonSizesColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {SIZES.map((size) => (
          <Button key={size} variant="outlined" size={size}>
            {size}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {COLORS.map((color) => (
          <Button key={color} variant="contained" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {COLORS.map((color) => (
          <Button key={color} variant="text" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
