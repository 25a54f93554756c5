import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import UpdateIcon from '@mui/icons-material/Update';

export default function BadgeDotInvisible() {
  const [unseen, setUnseen] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={3} alignItems="center">
        <IconButton
          aria-label={unseen ? 'Chat, new activity' : 'Chat'}
          onClick={() => setUnseen(false)}
        >
          <Badge variant="dot" color="error" invisible={!unseen}>
            <ChatBubbleOutlineIcon />
          </Badge>
        </IconButton>
        <Badge variant="dot" color="success">
          <Typography component="span">Online</Typography>
        </Badge>
        <Badge
          variant="dot"
          color="warning"
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <UpdateIcon titleAccess="Update ready" />
        </Badge>
      </Stack>
      <Button
        variant="outlined"
        size="small"
        disabled={unseen}
        onClick={() => setUnseen(true)}
      >
        New message arrives
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {unseen
          ? 'The chat has new activity: open it to clear the dot.'
          : 'Nothing new in the chat.'}
      </Typography>
    </Stack>
  );
}
