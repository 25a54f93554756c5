import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * An address that can never load: a data URL whose bytes are not an image. It fails without a network
 * request (a missing file on a server would also log a 404 in the console).
 */
const BROKEN_PICTURE = 'data:image/png;base64,AAAA';

/** The default gray behind white letters is too faint to read; palette colors keep the contrast. */
const fallbackColors = {
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
} as const;

export default function AvatarFallbacks() {
  const [broken, setBroken] = React.useState(false);
  const src = broken ? BROKEN_PICTURE : '/img/avatars/owl.svg';

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button
        variant="outlined"
        aria-pressed={broken}
        onClick={() => setBroken((current) => !current)}
      >
        {broken ? 'Restore the pictures' : 'Break the pictures'}
      </Button>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        <Stack spacing={1} alignItems="center">
          <Avatar alt="Tomás Oyelaran" src={src} sx={fallbackColors}>
            TO
          </Avatar>
          <Typography variant="caption">children</Typography>
        </Stack>
        <Stack spacing={1} alignItems="center">
          <Avatar alt="Tomás Oyelaran" src={src} sx={fallbackColors} />
          <Typography variant="caption">alt letter</Typography>
        </Stack>
        <Stack spacing={1} alignItems="center">
          {/* alt="": a picture without a name to give; the fallback is the person icon. */}
          <Avatar alt="" src={src} sx={fallbackColors} />
          <Typography variant="caption">person icon</Typography>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {broken
          ? 'The pictures failed to load: each avatar shows its fallback.'
          : 'The pictures load.'}
      </Typography>
    </Stack>
  );
}
