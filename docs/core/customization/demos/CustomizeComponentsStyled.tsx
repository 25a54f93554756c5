import Chip, { chipClasses } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Theme, styled } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';

// The portal's theme holds its colors as CSS variables (theme.vars), so they follow the light and dark modes.
const paletteOf = (theme: Pick<Theme, 'palette'>) =>
  ((theme as Pick<Theme, 'palette'> & { vars?: Pick<Theme, 'palette'> }).vars ?? theme)
    .palette;

type Tone = 'done' | 'late';

/**
 * A reusable status chip: a Chip with the team's look and one extra prop. `tone` is read by the
 * styles only, so it is not forwarded to Chip (and from there to the DOM).
 */
const StatusChip = styled(Chip, {
  name: 'StatusChip',
  slot: 'Root',
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: Tone }>(({ theme, tone }) => ({
  fontWeight: 600,
  borderRadius: theme.shape.borderRadius,
  border: '1px solid',
  borderColor:
    tone === 'done' ? paletteOf(theme).success.main : paletteOf(theme).warning.main,
  backgroundColor: 'transparent',
  color: paletteOf(theme).text.primary,
  [`& .${chipClasses.icon}`]: {
    color:
      tone === 'done' ? paletteOf(theme).success.main : paletteOf(theme).warning.main,
  },
}));

export default function CustomizeComponentsStyled() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <StatusChip tone="done" icon={<CheckCircleIcon />} label="Invoice sent" />
      <StatusChip tone="late" icon={<ScheduleIcon />} label="Payment 3 days late" />
      <StatusChip
        tone="done"
        icon={<CheckCircleIcon />}
        label="Contract signed"
        size="small"
      />
    </Stack>
  );
}
