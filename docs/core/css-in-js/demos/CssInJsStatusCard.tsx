import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Tone = 'info' | 'success' | 'warning';

const MESSAGES: Record<Tone, string> = {
  info: 'The nightly export starts at 02:00.',
  success: 'The nightly export finished without errors.',
  warning: 'The nightly export skipped 3 files that were locked.',
};

// With CSS theme variables (as in this portal) the colors are variables that follow the mode.
const paletteOf = (theme: Theme) =>
  ((theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme).palette;

// The styles are a function of the theme and of the component's own `tone` prop, which
// shouldForwardProp keeps away from the Paper (and from the DOM).
const StatusCard = styled(Paper, { shouldForwardProp: (prop) => prop !== 'tone' })<{
  tone: Tone;
}>(({ theme, tone }) => ({
  padding: theme.spacing(2),
  borderLeft: `6px solid ${paletteOf(theme)[tone].main}`,
  transition: theme.transitions.create('box-shadow'),
  '&:hover': { boxShadow: theme.shadows[4] },
}));

export default function CssInJsStatusCard() {
  const [tone, setTone] = React.useState<Tone>('info');
  const cardRef = React.useRef<HTMLDivElement>(null);
  const [className, setClassName] = React.useState<string | null>(null);

  // The class names exist once the styles are inserted: read them after each render.
  React.useEffect(() => {
    setClassName(cardRef.current?.className ?? null);
  }, [tone]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tone}
        onChange={(_event, next: Tone | null) => {
          if (next !== null) setTone(next);
        }}
        aria-label="Tone of the card"
      >
        <ToggleButton value="info">Info</ToggleButton>
        <ToggleButton value="success">Success</ToggleButton>
        <ToggleButton value="warning">Warning</ToggleButton>
      </ToggleButtonGroup>
      <StatusCard ref={cardRef} tone={tone} variant="outlined">
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Nightly export
        </Typography>
        <Typography variant="body2">{MESSAGES[tone]}</Typography>
      </StatusCard>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
      >
        Classes of the card: <code>{className ?? '…'}</code>
      </Typography>
    </Stack>
  );
}
