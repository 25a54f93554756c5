import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch, { SwitchProps } from '@mui/material/Switch';

const COLORS: NonNullable<SwitchProps['color']>[] = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'default',
];

export default function SwitchSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap flexWrap="wrap" alignItems="center">
        <FormControlLabel
          control={<Switch inputProps={{ role: 'switch' }} size="small" defaultChecked />}
          label="small"
        />
        <FormControlLabel
          control={<Switch inputProps={{ role: 'switch' }} defaultChecked />}
          label="medium"
        />
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" alignItems="center">
        {COLORS.map((color) => (
          <FormControlLabel
            key={color}
            control={
              <Switch inputProps={{ role: 'switch' }} color={color} defaultChecked />
            }
            label={color}
          />
        ))}
      </Stack>
    </Stack>
  );
}
