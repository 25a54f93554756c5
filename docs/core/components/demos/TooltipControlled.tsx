import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function TooltipControlled() {
  const [open, setOpen] = React.useState(false);
  const [pinned, setPinned] = React.useState(false);
  const [shown, setShown] = React.useState(0);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Keep the tooltip open"
      />
      <Tooltip
        title="3 unread notifications"
        open={open || pinned}
        onOpen={() => {
          setOpen(true);
          setShown((count) => count + 1);
        }}
        onClose={() => setOpen(false)}
      >
        <IconButton aria-label="Notifications, 3 unread">
          <NotificationsIcon />
        </IconButton>
      </Tooltip>
      <Typography variant="body2">Times the tooltip asked to open: {shown}</Typography>
    </Stack>
  );
}
