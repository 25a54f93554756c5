import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

const SIZES: NonNullable<CheckboxProps['size']>[] = ['small', 'medium', 'large'];
const COLORS: NonNullable<CheckboxProps['color']>[] = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'default',
];

export default function CheckboxSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap flexWrap="wrap" alignItems="center">
        {SIZES.map((size) => (
          <FormControlLabel
            key={size}
            control={<Checkbox size={size} defaultChecked />}
            label={size}
          />
        ))}
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" alignItems="center">
        {COLORS.map((color) => (
          <FormControlLabel
            key={color}
            control={<Checkbox color={color} defaultChecked />}
            label={color}
          />
        ))}
      </Stack>
    </Stack>
  );
}
