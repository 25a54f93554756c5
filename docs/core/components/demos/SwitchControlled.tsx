import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';

export default function SwitchControlled() {
  const [notify, setNotify] = React.useState(false);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            inputProps={{ role: 'switch' }}
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
        }
        label="Notifications"
      />
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        {notify ? (
          <NotificationsActiveOutlined color="primary" aria-hidden="true" />
        ) : (
          <NotificationsOffOutlined color="disabled" aria-hidden="true" />
        )}
        <Typography variant="body2">
          {notify
            ? 'Notifications are on: you hear about new replies.'
            : 'Notifications are off.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
