import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const SONGS = [
  'Morning Tide',
  'Paper Lanterns',
  'Slow Train North',
  'Copper Roofs',
  'Harbor Lights',
  'Salt and Cedar',
  'The Long Way Home',
  'Quiet Hours',
  'Blue Hour',
  'Last Ferry',
];

export default function AppBarElevateOnScroll() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // disableHysteresis: the trigger follows the scroll position, not the direction of the last scroll.
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Playlist, scrollable"
      sx={{
        height: 280,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="sticky" color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar variant="dense">
          <Typography component="p" variant="h6" noWrap>
            Playlist: {scrolled ? 'scrolled' : 'at the top'}
          </Typography>
        </Toolbar>
      </AppBar>
      <List dense>
        {SONGS.map((song, index) => (
          <ListItem key={song} divider>
            <ListItemText primary={`${index + 1}. ${song}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
