import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={1}>
      {/* The button's own aria-label names it; the tooltip shows the same words to sighted readers. */}
      <Tooltip title="Copy link">
        <IconButton aria-label="Copy link">
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share with your team" arrow>
        <IconButton aria-label="Share with your team">
          <ShareIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Move to trash" arrow>
        <IconButton aria-label="Move to trash">
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
