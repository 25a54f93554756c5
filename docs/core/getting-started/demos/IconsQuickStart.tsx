import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

export default function IconsQuickStart() {
  const [starred, setStarred] = React.useState(false);
  const [status, setStatus] = React.useState('In your inbox');

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        role="toolbar"
        aria-label="Message actions"
      >
        {/* An icon-only button needs an accessible name: aria-label, shown again in a tooltip. */}
        <Tooltip title="Star">
          <IconButton
            aria-label="Star"
            aria-pressed={starred}
            onClick={() => setStarred((value) => !value)}
          >
            {starred ? <StarIcon color="warning" /> : <StarBorderIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Archive">
          <IconButton aria-label="Archive" onClick={() => setStatus('Archived')}>
            <ArchiveOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Mark as unread">
          <IconButton
            aria-label="Mark as unread"
            onClick={() => setStatus('Marked as unread')}
          >
            <MarkEmailUnreadOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label="Delete" onClick={() => setStatus('Moved to the bin')}>
            <DeleteOutlineIcon color="error" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Quarterly report from Dana Whitfield: {status}
        {starred ? ', starred' : ''}
      </Typography>
      {/* fontSize takes small (20px), medium (24px, the default), large (35px) or inherit. */}
      <Stack direction="row" spacing={2} alignItems="center">
        <StarIcon fontSize="small" color="primary" />
        <StarIcon color="primary" />
        <StarIcon fontSize="large" color="primary" />
        <Typography variant="h5" component="span" color="secondary">
          <StarIcon fontSize="inherit" /> inherits the text size
        </Typography>
      </Stack>
    </Stack>
  );
}
