import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Sign in with the email address and password of your account.
      </Typography>
      <Divider>or</Divider>
      <Typography variant="body2">
        Sign in with your company&apos;s single sign-on.
      </Typography>
      <Divider textAlign="left">Yesterday</Divider>
      <Typography variant="body2">Three messages from the design channel.</Typography>
      <Divider textAlign="right">Older</Divider>
      <Typography variant="body2">Twelve messages, all read.</Typography>
      <Divider>
        {/* A Chip is a <div> by default; inside the divider's <span> it must be a <span>. */}
        <Chip component="span" label="New" size="small" color="primary" />
      </Divider>
      <Typography variant="body2">Two unread messages.</Typography>
      {/* The replacement for the deprecated light prop: a lighter line through opacity. */}
      <Divider sx={{ opacity: 0.6 }} />
      <Typography variant="body2">End of the conversation.</Typography>
    </Stack>
  );
}
