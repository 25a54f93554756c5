import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide, { SlideProps } from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = NonNullable<SlideProps['direction']>;
const DIRECTIONS: Direction[] = ['up', 'down', 'left', 'right'];

export default function TransitionsSlide() {
  const [shown, setShown] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');
  const containerRef = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={shown}
              onChange={(event) => setShown(event.target.checked)}
              inputProps={{ role: 'switch' }}
            />
          }
          label="Show the panel"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, next: Direction | null) => next && setDirection(next)}
          aria-label="Direction"
        >
          {DIRECTIONS.map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {/* The panel slides from this box's edge instead of the window's: `container` plus overflow hidden. */}
      <Box
        ref={containerRef}
        sx={{
          height: 160,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        <Slide in={shown} direction={direction} container={containerRef.current}>
          <Paper elevation={4} sx={{ p: 2, maxWidth: 240 }}>
            <Typography variant="body2">
              Three new messages from the support team.
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
