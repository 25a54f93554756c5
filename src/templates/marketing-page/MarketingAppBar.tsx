import React, { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import TemplateModeToggle from '../shared/TemplateModeToggle';
import { SECTIONS } from './content';

/** The menu of small screens: the same section links in a drawer from the top. */
function SectionsDrawer({ open, onClose }: { open: boolean; onClose(): void }): React.JSX.Element {
  return (
    <Drawer anchor="top" open={open} onClose={onClose} PaperProps={{ 'aria-label': 'Sections' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close the menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Sections">
        <List>
          {SECTIONS.map((section) => (
            <ListItem key={section.id} disablePadding>
              <ListItemButton component="a" href={`#${section.id}`} onClick={onClose}>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton component="a" href="./sign-in">
              <ListItemText primary="Sign in" />
            </ListItemButton>
          </ListItem>
        </List>
      </nav>
    </Drawer>
  );
}

/** The sticky header: the product, the section links (a menu on small screens), the mode switch, sign-in. */
export default function MarketingAppBar(): React.JSX.Element {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', mr: 2 }}>
          Harborline
        </Typography>
        <Box component="nav" aria-label="Sections" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          {SECTIONS.map((section) => (
            <Button key={section.id} href={`#${section.id}`} color="inherit" size="small">
              {section.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <TemplateModeToggle />
        <Button href="./sign-in" variant="outlined" size="small" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
          Sign in
        </Button>
        <IconButton
          aria-label="Open the menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <SectionsDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
