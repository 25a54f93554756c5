import * as React from 'react';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PersonIcon from '@mui/icons-material/Person';

const TABS = ['Home', 'Search', 'Library', 'Profile'];

export default function BottomNavigationIconOnly() {
  // Without `value` on the actions, each action's value is its index.
  const [index, setIndex] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 400, mx: 'auto' }}>
      <BottomNavigation
        component="nav"
        aria-label="Music app"
        value={index}
        onChange={(_event, next: number) => setIndex(next)}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <BottomNavigationAction
          label="Home"
          icon={<HomeIcon />}
          aria-current={index === 0 ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Search"
          icon={<SearchIcon />}
          aria-current={index === 1 ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Library"
          icon={<LibraryMusicIcon />}
          aria-current={index === 2 ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Profile"
          icon={<PersonIcon />}
          aria-current={index === 3 ? 'page' : undefined}
        />
      </BottomNavigation>
      <Typography
        variant="body2"
        sx={{ mt: 2, color: 'text.secondary', textAlign: 'center' }}
      >
        Current tab: {TABS[index]} (index {index})
      </Typography>
    </Box>
  );
}
