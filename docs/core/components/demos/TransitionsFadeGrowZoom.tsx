import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';

function Badge({ label }: { label: string }) {
  return (
    <Paper
      elevation={3}
      sx={{ width: 96, height: 96, display: 'grid', placeItems: 'center' }}
    >
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
    </Paper>
  );
}

export default function TransitionsFadeGrowZoom() {
  const [shown, setShown] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Show the badges"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 96 }}>
        <Fade in={shown}>
          <div>
            <Badge label="Fade" />
          </div>
        </Fade>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }}>
          <div>
            <Badge label="Grow" />
          </div>
        </Grow>
        {/* A delay staggers the third badge after the first two. */}
        <Zoom in={shown} style={{ transitionDelay: shown ? '100ms' : '0ms' }}>
          <div>
            <Badge label="Zoom" />
          </div>
        </Zoom>
      </Box>
    </Stack>
  );
}
