import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const PARAGRAPHS = [
  'Day one starts at the harbor at dawn. The ferry to the island leaves at seven and takes forty minutes.',
  'From the island pier, follow the coastal path north. The first viewpoint is a short climb above the lighthouse.',
  'Lunch is at the fishing village halfway along the path. The bakery closes at two, so plan to arrive before then.',
  'In the afternoon the path turns inland through pine woods, with shade and two fresh-water springs.',
  'The campsite sits above the northern cove. Pitches are first come, first served; arrive before six.',
  'Day two returns along the western cliffs. Keep to the marked path: the edge crumbles after rain.',
  'The last ferry back leaves at five. Missing it means a night in the village, which is not a bad outcome.',
];

export default function AppBarHideOnScroll() {
  // The scrolling box, kept in state so that the hook listens to it once it exists.
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // Without a target the hook listens to the window; the demo listens to its own box instead.
  const trigger = useScrollTrigger({ target: scroller ?? undefined });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Trip guide, scrollable"
      sx={{
        height: 280,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Slide appear={false} direction="down" in={!trigger} container={scroller}>
        {/* sticky: the bar sticks to the top of the scrolling box, which stands in for the window. */}
        <AppBar position="sticky">
          <Toolbar variant="dense">
            <Typography component="p" variant="h6" noWrap>
              Island trail guide
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box sx={{ p: 2 }}>
        {PARAGRAPHS.map((text) => (
          <Typography key={text} variant="body2" sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
