import * as React from 'react';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PlaceIcon from '@mui/icons-material/Place';

type View = 'recents' | 'favorites' | 'nearby';

const VIEWS: { value: View; label: string; icon: React.ReactElement }[] = [
  { value: 'recents', label: 'Recents', icon: <HistoryIcon /> },
  { value: 'favorites', label: 'Favorites', icon: <FavoriteIcon /> },
  { value: 'nearby', label: 'Nearby', icon: <PlaceIcon /> },
];

export default function BottomNavigationLabels() {
  const [view, setView] = React.useState<View>('recents');
  const current = VIEWS.find((candidate) => candidate.value === view) ?? VIEWS[0];

  return (
    <Box sx={{ maxWidth: 400, mx: 'auto' }}>
      <BottomNavigation
        component="nav"
        aria-label="Places app"
        showLabels
        value={view}
        onChange={(_event, next: View) => setView(next)}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {VIEWS.map((candidate) => (
          <BottomNavigationAction
            key={candidate.value}
            value={candidate.value}
            label={candidate.label}
            icon={candidate.icon}
            // 5.18.0 marks the selected action with a class only; tell assistive technologies too.
            aria-current={candidate.value === view ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
      <Typography
        variant="body2"
        sx={{ mt: 2, color: 'text.secondary', textAlign: 'center' }}
      >
        Current view: {current.label}
      </Typography>
    </Box>
  );
}
