import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const COLORS = [
  'primary',
  'secondary',
  'success',
  'error',
  'action',
  'disabled',
] as const;

export default function IconFontLigatures() {
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Icon fontSize="small">star</Icon>
        <Icon>star</Icon>
        <Icon fontSize="large">star</Icon>
        <Typography
          variant="h4"
          component="p"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Icon fontSize="inherit">star</Icon> Favorites
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {COLORS.map((color) => (
          <Icon key={color} color={color}>
            alarm
          </Icon>
        ))}
        <Icon sx={{ color: 'info.dark' }}>alarm</Icon>
      </Stack>
    </Stack>
  );
}
