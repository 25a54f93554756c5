import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge, { type BadgeProps } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<BadgeProps['anchorOrigin']>;

const CORNERS: ReadonlyArray<{ value: string; label: string; anchor: Anchor }> = [
  {
    value: 'top-right',
    label: 'Top right',
    anchor: { vertical: 'top', horizontal: 'right' },
  },
  {
    value: 'top-left',
    label: 'Top left',
    anchor: { vertical: 'top', horizontal: 'left' },
  },
  {
    value: 'bottom-right',
    label: 'Bottom right',
    anchor: { vertical: 'bottom', horizontal: 'right' },
  },
  {
    value: 'bottom-left',
    label: 'Bottom left',
    anchor: { vertical: 'bottom', horizontal: 'left' },
  },
];

export default function BadgeOverlapAnchor() {
  const [corner, setCorner] = React.useState('top-right');
  const anchor = (CORNERS.find((entry) => entry.value === corner) ?? CORNERS[0]).anchor;

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="badge-anchor-label">anchorOrigin</FormLabel>
        <RadioGroup
          row
          aria-labelledby="badge-anchor-label"
          name="badge-anchor"
          value={corner}
          onChange={(event) => setCorner(event.target.value)}
        >
          {CORNERS.map((entry) => (
            <FormControlLabel
              key={entry.value}
              value={entry.value}
              control={<Radio />}
              label={entry.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
        <Stack spacing={1.5} alignItems="center">
          {/* component="div": the root is a span by default, which may not hold the div of a Box or an Avatar. */}
          <Badge
            component="div"
            badgeContent={4}
            color="primary"
            overlap="rectangular"
            anchorOrigin={anchor}
          >
            <Box
              sx={{ width: 40, height: 40, bgcolor: 'action.selected', borderRadius: 1 }}
            />
          </Badge>
          <Typography variant="caption">rectangular</Typography>
        </Stack>
        <Stack spacing={1.5} alignItems="center">
          <Badge
            component="div"
            badgeContent={4}
            color="primary"
            overlap="circular"
            anchorOrigin={anchor}
          >
            <Avatar alt="Priya Raman" src="/img/avatars/cat.svg" />
          </Badge>
          <Typography variant="caption">circular</Typography>
        </Stack>
        <Stack spacing={1.5} alignItems="center">
          <Badge
            component="div"
            variant="dot"
            color="success"
            overlap="circular"
            anchorOrigin={anchor}
          >
            <Avatar alt="Rafael Costa" src="/img/avatars/bear.svg" />
          </Badge>
          <Typography variant="caption">circular dot</Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
