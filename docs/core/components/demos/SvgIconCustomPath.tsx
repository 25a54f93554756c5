import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** A leaf drawn on the default 24 by 24 grid. */
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </SvgIcon>
  );
}

/** A badge drawn on a 16 by 16 grid: `viewBox` tells SvgIcon the drawing's own coordinates. */
function BadgeIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 16 16" {...props}>
      <path d="M8 1 10 5.5 15 6l-3.8 3.3L12.4 14 8 11.5 3.6 14l1.2-4.7L1 6l5-.5Z" />
    </SvgIcon>
  );
}

export default function SvgIconCustomPath() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      useFlexGap
    >
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <LeafIcon color="success" fontSize="large" />
        <Typography variant="caption">24 × 24 (default)</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <BadgeIcon color="primary" fontSize="large" />
        <Typography variant="caption">viewBox 0 0 16 16</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <BadgeIcon viewBox="0 0 24 24" color="primary" fontSize="large" />
        <Typography variant="caption">16 px drawing, 24 viewBox</Typography>
      </Stack>
    </Stack>
  );
}
