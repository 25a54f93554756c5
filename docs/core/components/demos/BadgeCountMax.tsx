import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

/** "1 unread message", "3 unread messages": the count in words, for the button's accessible name. */
function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export default function BadgeCountMax() {
  const [messages, setMessages] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={3} alignItems="center">
        <IconButton
          aria-label={countLabel(messages, 'unread message', 'unread messages')}
        >
          <Badge badgeContent={messages} color="primary" showZero={showZero}>
            <MailIcon />
          </Badge>
        </IconButton>
        <IconButton aria-label="Notifications: 99+, 120 new">
          <Badge badgeContent={120} color="secondary">
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <IconButton aria-label="Cart: 999+, 1200 items">
          <Badge badgeContent={1200} max={999} color="error">
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </Stack>
      <ButtonGroup variant="outlined" size="small" aria-label="Unread messages">
        <Button
          onClick={() => setMessages((count) => Math.max(0, count - 1))}
          disabled={messages === 0}
        >
          Read one
        </Button>
        <Button onClick={() => setMessages((count) => count + 1)}>Receive one</Button>
      </ButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="showZero"
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {countLabel(messages, 'unread message', 'unread messages')}
      </Typography>
    </Stack>
  );
}
