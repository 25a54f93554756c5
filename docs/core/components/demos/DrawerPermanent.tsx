import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const WIDTH = 140;
const PAGES = ['Dashboard', 'Orders', 'Customers', 'Reports'];

export default function DrawerPermanent() {
  const [page, setPage] = React.useState('Dashboard');

  return (
    // The demo box is the drawer's frame: the paper is positioned inside it, not fixed to the window.
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
        variant="permanent"
        // The drawer's root holds the width; the paper is positioned inside it, so it follows the reading direction.
        sx={{ position: 'relative', width: WIDTH, flexShrink: 0 }}
        PaperProps={{
          sx: { position: 'absolute', width: WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Box component="nav" aria-label="Shop sections">
          <List dense>
            {PAGES.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton selected={name === page} onClick={() => setPage(name)}>
                  <ListItemText primary={name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box sx={{ flex: 1, p: 2, minWidth: 0 }}>
        <Typography variant="h6" component="p">
          {page}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The content sits beside the drawer and takes the remaining width.
        </Typography>
      </Box>
    </Box>
  );
}
