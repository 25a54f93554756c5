import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import SendIcon from '@mui/icons-material/Send';

const MIN_GUESTS = 1;
const MAX_GUESTS = 8;

export default function ButtonWithIcons() {
  const [guests, setGuests] = React.useState(2);
  const [status, setStatus] = React.useState('Draft');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {/* The icon is decorative here: the text already names the action. */}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setStatus('Discarded')}
        >
          Discard
        </Button>
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          onClick={() => setStatus(`Sent for ${guests} guests`)}
        >
          Send
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        {/* Icon-only buttons have no text: aria-label gives them their name, the tooltip shows it. */}
        <Tooltip title="Fewer guests">
          <IconButton
            aria-label="Fewer guests"
            onClick={() => setGuests((n) => Math.max(MIN_GUESTS, n - 1))}
          >
            <RemoveIcon />
          </IconButton>
        </Tooltip>
        <Typography component="span" sx={{ minWidth: 72, textAlign: 'center' }}>
          {guests} {guests === 1 ? 'guest' : 'guests'}
        </Typography>
        <Tooltip title="More guests">
          <IconButton
            aria-label="More guests"
            color="primary"
            onClick={() => setGuests((n) => Math.min(MAX_GUESTS, n + 1))}
          >
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Invitation: {status}
      </Typography>
    </Stack>
  );
}
