import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';

type Anchor = NonNullable<DrawerProps['anchor']>;

const FOLDERS = [
  { name: 'Inbox', icon: <InboxIcon /> },
  { name: 'Starred', icon: <StarIcon /> },
  { name: 'Sent', icon: <SendIcon /> },
];

export default function DrawerTemporary() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Drawer side"
        value={anchor}
        onChange={(_event, value: Anchor | null) => value && setAnchor(value)}
      >
        <ToggleButton value="left">Left</ToggleButton>
        <ToggleButton value="right">Right</ToggleButton>
        <ToggleButton value="top">Top</ToggleButton>
        <ToggleButton value="bottom">Bottom</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open folders
      </Button>
      <Typography variant="body2" aria-live="polite">
        Folder: {folder}
      </Typography>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box
          component="nav"
          aria-label="Folders"
          sx={{ width: horizontal ? 'auto' : 250 }}
        >
          <List>
            {FOLDERS.map((item) => (
              <ListItem key={item.name} disablePadding>
                <ListItemButton
                  selected={item.name === folder}
                  onClick={() => {
                    setFolder(item.name);
                    setOpen(false);
                  }}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
