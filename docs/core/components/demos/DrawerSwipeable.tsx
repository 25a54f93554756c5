import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const SPEEDS = ['0.5×', 'Normal', '1.5×', '2×'];

export default function DrawerSwipeable() {
  const [open, setOpen] = React.useState(false);
  const [speed, setSpeed] = React.useState('Normal');

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Playback speed
      </Button>
      <Typography variant="body2" aria-live="polite">
        Speed: {speed}
      </Typography>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // No invisible swipe area along the bottom edge of this documentation page.
        disableSwipeToOpen
      >
        <Box
          sx={{
            width: 40,
            height: 4,
            borderRadius: 2,
            bgcolor: 'action.disabled',
            mx: 'auto',
            mt: 1,
          }}
        />
        <List aria-label="Playback speed">
          {SPEEDS.map((value) => (
            <ListItem key={value} disablePadding>
              <ListItemButton
                selected={value === speed}
                onClick={() => {
                  setSpeed(value);
                  setOpen(false);
                }}
              >
                <ListItemText primary={value} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Stack>
  );
}
