import Chip, { chipClasses } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';

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
  borderColor: tone === 'done' ? theme.palette.success.main : theme.palette.warning.main,
  backgroundColor: 'transparent',
  color: theme.palette.text.primary,
  [`& .${chipClasses.icon}`]: {
    color: tone === 'done' ? theme.palette.success.main : theme.palette.warning.main,
  },
}));

export default function CustomizeComponentsStyled() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <StatusChip tone="done" icon={<CheckCircleIcon />} label="Invoice sent" />
      <StatusChip tone="late" icon={<ScheduleIcon />} label="Payment 3 days late" />
      <StatusChip tone="done" icon={<CheckCircleIcon />} label="Contract signed" size="small" />
    </Stack>
  );
}
