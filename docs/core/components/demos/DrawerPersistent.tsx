import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';

const WIDTH = 150;
const CHANNELS = ['general', 'design', 'releases'];

export default function DrawerPersistent() {
  const [open, setOpen] = React.useState(true);
  const [channel, setChannel] = React.useState('general');

  return (
    <Box
      sx={{
        display: 'flex',
        height: 240,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        // The root makes room for the open drawer and gives it back when it closes; the paper sits inside it.
        sx={{
          position: 'relative',
          width: open ? WIDTH : 0,
          flexShrink: 0,
          transition: (theme) => theme.transitions.create('width'),
        }}
        PaperProps={{
          sx: { position: 'absolute', width: WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
          <IconButton aria-label="Hide channels" onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Channels">
          <List dense>
            {CHANNELS.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton
                  selected={name === channel}
                  onClick={() => setChannel(name)}
                >
                  <ListItemText primary={`# ${name}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          p: 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {!open && (
            <IconButton aria-label="Show channels" onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" sx={{ fontWeight: 'bold' }}>
            # {channel}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Hide the channel list to give the conversation the full width.
        </Typography>
      </Box>
    </Box>
  );
}
