import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';

type Opening =
  | { kind: 'pointer'; top: number; left: number }
  | { kind: 'button'; element: HTMLElement };

export default function MenuContext() {
  // The last opening is kept while the menu closes, so its exit transition stays where it was.
  const [opening, setOpening] = React.useState<Opening | null>(null);
  const [open, setOpen] = React.useState(false);
  const [action, setAction] = React.useState('none');

  const handleContextMenu = (event: React.MouseEvent) => {
    // Replace the browser's own context menu with ours, at the pointer.
    event.preventDefault();
    setOpening({ kind: 'pointer', top: event.clientY, left: event.clientX });
    setOpen(true);
  };
  const choose = (name: string) => {
    setAction(name);
    setOpen(false);
  };

  return (
    <Stack spacing={1}>
      <Box
        onContextMenu={handleContextMenu}
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          cursor: 'context-menu',
        }}
      >
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <Typography sx={{ flex: 1 }}>
            Right-click anywhere in this note (or long-press on a touch screen) to open
            its menu at the pointer.
          </Typography>
          <IconButton
            aria-label="Note actions"
            aria-haspopup="true"
            onClick={(event) => {
              setOpening({ kind: 'button', element: event.currentTarget });
              setOpen(true);
            }}
          >
            <MoreVertIcon />
          </IconButton>
        </Stack>
      </Box>
      <Menu
        open={open}
        onClose={() => setOpen(false)}
        anchorReference={opening?.kind === 'pointer' ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={
          opening?.kind === 'pointer'
            ? { top: opening.top, left: opening.left }
            : undefined
        }
        anchorEl={opening?.kind === 'button' ? opening.element : null}
        MenuListProps={{ 'aria-label': 'Note actions' }}
      >
        <MenuItem onClick={() => choose('Pin')}>Pin</MenuItem>
        <MenuItem onClick={() => choose('Copy link')}>Copy link</MenuItem>
        <MenuItem onClick={() => choose('Archive')}>Archive</MenuItem>
      </Menu>
      <Typography variant="body2" aria-live="polite">
        Last action: {action}
      </Typography>
    </Stack>
  );
}
