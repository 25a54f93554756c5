import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import AvatarGroup from '@mui/material/AvatarGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/** Text for screen readers only (sizes as strings: in `sx` a number up to 1 is a fraction). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The surplus avatar shows "+3"; a screen reader hears "3 more" instead of "plus 3". */
function renderSurplus(surplus: number) {
  return (
    <>
      <span aria-hidden="true">+{surplus}</span>
      <Box component="span" sx={visuallyHidden}>
        {surplus} more
      </Box>
    </>
  );
}

/** The default gray of the "+N" tile is too faint behind white text: use palette colors. */
const surplusSlotProps = {
  additionalAvatar: { sx: { bgcolor: 'primary.main', color: 'primary.contrastText' } },
} as const;

const REVIEWERS = [
  { name: 'Ines Navarro', picture: 'fox' },
  { name: 'Tomás Oyelaran', picture: 'owl' },
  { name: 'Priya Raman', picture: 'cat' },
  { name: 'Rafael Costa', picture: 'bear' },
  { name: 'Build bot', picture: 'robot' },
  { name: 'Lena Vogel', picture: '' },
] as const;

export default function AvatarGroupSurplus() {
  const [tight, setTight] = React.useState(false);
  const spacing = tight ? 'small' : 'medium';

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            checked={tight}
            onChange={(event) => setTight(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label={`spacing="${spacing}"`}
      />
      <Typography id="avatar-group-reviewers" variant="body2">
        Six reviewers, <code>max={'{4}'}</code>: three avatars and a surplus of three.
      </Typography>
      <AvatarGroup
        max={4}
        spacing={spacing}
        renderSurplus={renderSurplus}
        slotProps={surplusSlotProps}
        role="group"
        aria-labelledby="avatar-group-reviewers"
      >
        {REVIEWERS.map((reviewer) =>
          reviewer.picture ? (
            <Avatar
              key={reviewer.name}
              alt={reviewer.name}
              src={`/img/avatars/${reviewer.picture}.svg`}
            />
          ) : (
            <Avatar
              key={reviewer.name}
              role="img"
              aria-label={reviewer.name}
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              LV
            </Avatar>
          ),
        )}
      </AvatarGroup>
      <Typography id="avatar-group-watchers" variant="body2">
        Four avatars loaded out of 24 watchers, <code>total={'{24}'}</code> and{' '}
        <code>max={'{4}'}</code>.
      </Typography>
      <AvatarGroup
        total={24}
        max={4}
        spacing={spacing}
        renderSurplus={renderSurplus}
        slotProps={surplusSlotProps}
        role="group"
        aria-labelledby="avatar-group-watchers"
      >
        {REVIEWERS.slice(0, 4).map((reviewer) => (
          <Avatar
            key={reviewer.name}
            alt={reviewer.name}
            src={`/img/avatars/${reviewer.picture}.svg`}
          />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
