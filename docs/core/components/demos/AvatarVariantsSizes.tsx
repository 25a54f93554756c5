import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';

const VARIANTS = ['circular', 'rounded', 'square'] as const;
const SIZES = [
  { label: 'Small, 24 px', size: 24, fontSize: '0.75rem' },
  { label: 'Default, 40 px', size: 40, fontSize: '1.25rem' },
  { label: 'Large, 56 px', size: 56, fontSize: '1.5rem' },
] as const;

export default function AvatarVariantsSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        {VARIANTS.map((variant) => (
          <Stack key={variant} spacing={1} alignItems="center">
            <Avatar
              variant={variant}
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              <AssignmentIcon />
            </Avatar>
            <Typography variant="caption">{variant}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="flex-end">
        {SIZES.map((entry) => (
          <Stack key={entry.size} spacing={1} alignItems="center">
            <Avatar
              alt="Rafael Costa"
              src="/img/avatars/bear.svg"
              sx={{ width: entry.size, height: entry.size, fontSize: entry.fontSize }}
            />
            <Typography variant="caption">{entry.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
