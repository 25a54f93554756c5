import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';

type Direction = NonNullable<SpeedDialProps['direction']>;

/** Where the dial sits so that its actions have room in each direction. */
const PLACEMENT: Record<Direction, object> = {
  up: { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
  down: { top: 16, left: '50%', transform: 'translateX(-50%)' },
  left: { right: 16, top: '50%', transform: 'translateY(-50%)' },
  right: { left: 16, top: '50%', transform: 'translateY(-50%)' },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Direction"
          value={direction}
          onChange={(_event, value: Direction | null) => value && setDirection(value)}
        >
          <ToggleButton value="up">Up</ToggleButton>
          <ToggleButton value="right">Right</ToggleButton>
          <ToggleButton value="down">Down</ToggleButton>
          <ToggleButton value="left">Left</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={hidden}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
          label="Hidden"
        />
      </Stack>
      <Box
        sx={{
          position: 'relative',
          height: 300,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <SpeedDial
          ariaLabel="Comment actions"
          direction={direction}
          hidden={hidden}
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', ...PLACEMENT[direction] }}
        >
          <SpeedDialAction icon={<EditOutlinedIcon />} tooltipTitle="Edit" />
          <SpeedDialAction icon={<ContentCopyIcon />} tooltipTitle="Duplicate" />
          <SpeedDialAction icon={<DeleteOutlineIcon />} tooltipTitle="Delete" />
        </SpeedDial>
      </Box>
    </Stack>
  );
}
